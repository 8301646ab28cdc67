import { TextInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

const inputType = { email: 'email', phone: 'tel' } as const;

/** text, email and phone fields. */
export function TextFieldInput(props: FieldInputProps) {
  const common = useInputProps(props);
  const type = inputType[props.field.type as keyof typeof inputType] ?? 'text';
  return <TextInput {...common} type={type} fullWidth />;
}
