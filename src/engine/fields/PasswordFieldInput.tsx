import { PasswordInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** Create only: the form leaves write-only fields out of edit. */
export function PasswordFieldInput(props: FieldInputProps) {
  const common = useInputProps(props);
  return <PasswordInput {...common} autoComplete="new-password" fullWidth />;
}
