import { TextField, type TextFieldProps } from '@mui/material';
import type { Option } from '../../../common/resourceSpec';

interface ChoiceFieldProps extends Omit<TextFieldProps, 'select' | 'onChange' | 'children'> {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  /** Text of the empty first choice; without it there is none. */
  placeholder?: string;
}

/**
 * A labelled native select: on phones it opens the system picker, and it
 * is one form control for screen readers (MUI's menu select is two).
 */
export const ChoiceField = ({ label, value, options, onChange, placeholder, ...rest }: ChoiceFieldProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    {...rest}
  >
    {placeholder !== undefined && <option value="">{placeholder}</option>}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextField>
);
