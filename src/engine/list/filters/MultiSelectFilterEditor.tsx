import { Checkbox, CircularProgress, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { splitAnyOf } from '../../../../common/filters';
import type { FilterEditorProps } from './FilterEditorProps';
import { useFilterOptions } from './useFilterOptions';

/** Any of several values: `status=draft,published`. */
export const MultiSelectFilterEditor = ({ def, initial, onChange }: FilterEditorProps) => {
  const translate = useTranslate();
  const { options, isPending } = useFilterOptions(def.options, def.reference);
  const [chosen, setChosen] = useState<string[]>(() => splitAnyOf(initial[def.field] ?? ''));

  const toggle = (value: string) => {
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    setChosen(next);
    onChange(next.length > 0 ? { [def.field]: next.join(',') } : {});
  };

  if (isPending) return <CircularProgress size={24} aria-label={translate('engine.list.loading')} />;
  if (options.length === 0) return <Typography variant="body2">{translate('engine.list.filters.no_options')}</Typography>;
  return (
    <FormGroup aria-label={def.label} sx={{ maxHeight: 300, overflowY: 'auto', flexWrap: 'nowrap' }}>
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          label={option.label}
          control={<Checkbox checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} />}
        />
      ))}
    </FormGroup>
  );
};
