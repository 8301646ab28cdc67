import { SelectInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export function SelectFieldInput(props: FieldInputProps) {
  const common = useInputProps(props);
  return <SelectInput {...common} choices={props.field.options ?? []} optionValue="value" optionText="label" fullWidth />;
}
