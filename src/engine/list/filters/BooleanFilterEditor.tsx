import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterDef } from '../../../../common/resourceSpec';
import type { FilterEditorProps } from './FilterEditorProps';

/** A boolean filter's two choices as its spec words them (a flagged switch's "Refused", "Allowed"), else True / False (spec §5). */
export function booleanChoice(def: Pick<FilterDef, 'options'>, value: 'true' | 'false', translate: (key: string) => string): string {
  return def.options?.find((o) => o.value === value)?.label ?? translate(`engine.list.filters.${value}`);
}

/** True / False (spec §5), or the words the spec gives them. */
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
      <FormControlLabel value="true" control={<Radio />} label={booleanChoice(def, 'true', translate)} />
      <FormControlLabel value="false" control={<Radio />} label={booleanChoice(def, 'false', translate)} />
    </RadioGroup>
  );
};
