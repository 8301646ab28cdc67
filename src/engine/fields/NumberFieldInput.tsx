import { NumberInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export function NumberFieldInput(props: FieldInputProps) {
  const common = useInputProps(props);
  const { field } = props;
  return <NumberInput {...common} step={field.step ?? 1} min={field.min} max={field.max} fullWidth />;
}
