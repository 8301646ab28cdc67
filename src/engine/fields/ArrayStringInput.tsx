import { TextArrayInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** A list of free strings, typed one by one (Enter adds). */
export function ArrayStringInput(props: FieldInputProps) {
  const { placeholder: _placeholder, ...common } = useInputProps(props);
  return <TextArrayInput {...common} fullWidth />;
}
