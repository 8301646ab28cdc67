import { AddItemButton, ArrayInput, email, RemoveItemButton, required, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { ADDRESS_LIMITS, ADDRESS_PARTS, ADDRESS_REQUIRED, type AddressPart } from '../../../common/address';
import { AddressPlaceInput } from './AddressPlaceInput';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

/** The address parts of spec §3.5 and their limits, as orders take them (common/address.ts). */
const INPUT_TYPE: Partial<Record<AddressPart, string>> = { email: 'email', phone: 'tel' };

const validators = {
  required: [required()],
  email: [required(), email()],
  optional: [],
};
const validatorsOf = (part: AddressPart) => (part === 'email' ? validators.email : ADDRESS_REQUIRED.includes(part) ? validators.required : validators.optional);

export function AddressArrayInput(props: FieldInputProps) {
  const { source, label, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} helperText={helperText}>
      {/*
        Eight parts in a grid: one column on a phone, two from 600 px, four from
        1200 px, each part directly under the last (no per-part margins); the
        district and thana under them across the row.
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
        {ADDRESS_PARTS.map((part) => (
          <TextInput
            key={part}
            source={part}
            type={INPUT_TYPE[part] ?? 'text'}
            label={translate(`engine.form.address.${part}`)}
            helperText={false}
            validate={validatorsOf(part)}
            slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS[part] } }}
          />
        ))}
        <AddressPlaceInput disabled={disabled} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
