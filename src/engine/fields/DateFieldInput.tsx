import { DateInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export function DateFieldInput(props: FieldInputProps) {
  const { placeholder: _placeholder, ...common } = useInputProps(props);
  return <DateInput {...common} fullWidth />;
}
