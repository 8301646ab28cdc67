import { BooleanInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export function SwitchInput(props: FieldInputProps) {
  const { placeholder: _placeholder, ...common } = useInputProps(props);
  return <BooleanInput {...common} />;
}
