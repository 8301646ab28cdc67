import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { FieldGroup } from './FieldGroup';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface ChoiceFieldProps<T extends string | number> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  readOnly?: boolean;
  /** Buttons for a handful of choices (alignment, variant), a menu for many (font, size). */
  display?: 'buttons' | 'menu';
  /** Each menu entry drawn in its own style (a font in its own face). */
  renderChoice?: (choice: Choice<T>) => ReactNode;
}

/**
 * One value out of a fixed list: the alignment, flex-justify, flex-align,
 * text-align, font, font-size, font-weight, button variant and size types.
 */
export function ChoiceField<T extends string | number>({ label, choices, value, onChange, readOnly, display = 'menu', renderChoice }: ChoiceFieldProps<T>) {
  if (display === 'buttons') {
    return (
      <FieldGroup label={label}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value ?? null}
          disabled={readOnly}
          onChange={(_event, next: T | null) => {
            if (next !== null) onChange(next);
          }}
          aria-label={label}
          sx={{ flexWrap: 'wrap' }}
        >
          {choices.map((choice) => (
            <ToggleButton key={String(choice.value)} value={choice.value} aria-label={choice.label} title={choice.label}>
              {choice.icon ?? choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FieldGroup>
    );
  }
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={index < 0 ? '' : String(index)}
      disabled={readOnly}
      onChange={(event) => onChange(choices[Number(event.target.value)].value)}
      sx={{ my: 1 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {choices.map((choice, i) => (
        <MenuItem key={String(choice.value)} value={String(i)}>
          {renderChoice ? renderChoice(choice) : choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
