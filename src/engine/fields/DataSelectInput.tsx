import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** Pick one record of another resource, searched on the server (spec §9: up to 1000, by name). */
export function DataSelectInput(props: FieldInputProps) {
  const { source, ...common } = useInputProps(props);
  const reference = props.field.reference;
  if (!reference) return null;
  return (
    <ReferenceInput source={source} reference={reference.resource} perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput {...common} optionText={reference.labelKey} filterToQuery={(q: string) => ({ q })} fullWidth />
    </ReferenceInput>
  );
}
