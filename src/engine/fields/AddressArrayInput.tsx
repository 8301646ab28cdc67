import { AddItemButton, ArrayInput, email, RemoveItemButton, required, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** The address parts of spec §3.5; spec §5 makes state and country the only optional ones. */
const PARTS = [
  { key: 'name', required: true },
  { key: 'email', required: true, type: 'email' },
  { key: 'phone', required: true, type: 'tel' },
  { key: 'street', required: true },
  { key: 'city', required: true },
  { key: 'state', required: false },
  { key: 'country', required: false },
  { key: 'postalCode', required: true },
] as const;

const validators = {
  required: [required()],
  email: [required(), email()],
  optional: [],
};

export function AddressArrayInput(props: FieldInputProps) {
  const { source, label, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={helperText}>
      {/*
        Eight parts in a grid: one column on a phone, two from 600 px, four from
        1200 px, each part directly under the last (no per-part margins).
      */}
      <SimpleFormIterator
        disableReordering
        disabled={disabled}
        addButton={<AddItemButton label={translate('engine.form.address.add')} />}
        removeButton={<RemoveItemButton label={translate('engine.form.address.remove')} />}
        sx={{
          '& .RaSimpleFormIterator-form': {
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            columnGap: 2,
            flexGrow: 1,
          },
          '& .RaSimpleFormIterator-form .MuiFormControl-root': { m: 0, width: '100%' },
        }}
      >
        {PARTS.map((part) => (
          <TextInput
            key={part.key}
            source={part.key}
            type={'type' in part ? part.type : 'text'}
            label={translate(`engine.form.address.${part.key}`)}
            helperText={false}
            validate={'type' in part && part.type === 'email' ? validators.email : part.required ? validators.required : validators.optional}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
