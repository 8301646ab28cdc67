import { ArrayInput, required, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** Label/value pairs (spec §5: both are needed). */
export function CustomAttributeInput(props: FieldInputProps) {
  const { source, label, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={helperText}>
      <SimpleFormIterator inline disableReordering disabled={disabled}>
        <TextInput source="label" label={translate('engine.form.attribute.label')} validate={required()} />
        <TextInput source="value" label={translate('engine.form.attribute.value')} validate={required()} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
