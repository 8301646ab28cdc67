import { ArrayInput, email, required, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
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
      {/* Eight parts do not fit one row: let them wrap, each wide enough to read. */}
      <SimpleFormIterator
        inline
        disableReordering
        disabled={disabled}
        sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', flexGrow: 1 } }}
      >
        {PARTS.map((part) => (
          <TextInput
            key={part.key}
            source={part.key}
            type={'type' in part ? part.type : 'text'}
            label={translate(`engine.form.address.${part.key}`)}
            sx={{ flex: '1 1 200px' }}
            validate={'type' in part && part.type === 'email' ? validators.email : part.required ? validators.required : validators.optional}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
