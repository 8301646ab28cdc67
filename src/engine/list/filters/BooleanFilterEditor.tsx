import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterEditorProps } from './FilterEditorProps';

/** True / False (spec §5). */
export const BooleanFilterEditor = ({ def, initial, onChange }: FilterEditorProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState(initial[def.field] ?? '');
  return (
    <RadioGroup
      aria-label={def.label}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange({ [def.field]: event.target.value });
      }}
    >
      <FormControlLabel value="true" control={<Radio />} label={translate('engine.list.filters.true')} />
      <FormControlLabel value="false" control={<Radio />} label={translate('engine.list.filters.false')} />
    </RadioGroup>
  );
};
