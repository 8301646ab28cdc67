import { TextInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export function TextareaInput(props: FieldInputProps) {
  const common = useInputProps(props);
  return <TextInput {...common} multiline minRows={3} fullWidth />;
}
