import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import type { ColumnField } from './useVisibleColumns';
import { columnLabel } from '../../../../common/fieldFlag';

interface FieldChecklistProps {
  fields: ColumnField[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  labelledBy?: string;
}

/** A checkbox per field, in the spec's order: the column chooser and the export dialog both pick fields with it. */
export const FieldChecklist = ({ fields, chosen, onChange, labelledBy }: FieldChecklistProps) => {
  const toggle = (key: string) => onChange(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
  return (
    <FormGroup aria-labelledby={labelledBy}>
      {fields.map((f) => (
        <FormControlLabel key={f.key} label={columnLabel(f)} control={<Checkbox checked={chosen.includes(f.key)} onChange={() => toggle(f.key)} />} />
      ))}
    </FormGroup>
  );
};
