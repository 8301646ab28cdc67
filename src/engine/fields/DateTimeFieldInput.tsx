import { DateTimeInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** A moment (banner start and end): the browser's date-and-time picker, sent as an ISO instant. */
export function DateTimeFieldInput(props: FieldInputProps) {
  const { placeholder: _placeholder, ...common } = useInputProps(props);
  return <DateTimeInput {...common} parse={(value: string) => (value ? new Date(value).toISOString() : null)} fullWidth />;
}
