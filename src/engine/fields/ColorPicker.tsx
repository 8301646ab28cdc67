import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export const TRANSPARENT = 'transparent';
const DEFAULT_COLOR = '#000000';
const HEX = /^#[0-9a-f]{6}$/i;

export interface ColorPickerProps {
  id?: string;
  label: ReactNode;
  /** A `#rrggbb` colour, `transparent`, or nothing yet. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: boolean;
  /** Shown under the picker (helper text or the field's error). */
  children?: ReactNode;
}

/** The usual picture of 'no colour': a grey checkerboard where the swatch was. */
const TRANSPARENT_SWATCH = {
  // Transparent to the eye but still there for assistive technology (a disabled, labelled field).
  '& input[type="color"]': { opacity: 0 },
  '& .MuiInputBase-root': {
    backgroundColor: '#fff',
    backgroundImage:
      'linear-gradient(45deg, #ccc 25%, transparent 25%), linear-gradient(-45deg, #ccc 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #ccc 75%), linear-gradient(-45deg, transparent 75%, #ccc 75%)',
    backgroundSize: '12px 12px',
    backgroundPosition: '0 0, 0 6px, 6px -6px, -6px 0',
  },
} as const;

/**
 * A colour (spec §4): the browser's colour picker plus a 'Transparent'
 * switch that writes `transparent` and, turned off, brings back the last
 * colour (default #000000). Controlled, so the forms (ColorInput) and the
 * page builder's style fields share this one picker.
 */
export function ColorPicker({ id, label, value, onChange, onBlur, disabled, error, children }: ColorPickerProps) {
  const translate = useTranslate();
  const current = value !== null && value !== '' ? value : null;
  const transparent = current === TRANSPARENT;
  const lastColor = useRef(current && HEX.test(current) ? current : DEFAULT_COLOR);
  if (current && HEX.test(current)) lastColor.current = current;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    lastColor.current = event.target.value;
    onChange(event.target.value);
  };
  const onToggle = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked ? TRANSPARENT : lastColor.current);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 1 }}>
      <TextField
        id={id}
        type="color"
        label={label}
        value={transparent ? lastColor.current : (current ?? DEFAULT_COLOR)}
        onChange={onPick}
        onBlur={onBlur}
        disabled={disabled || transparent}
        error={error}
        // With Transparent on, the swatch shows transparency (a checkerboard), not the colour it would come back to.
        sx={[{ width: 120 }, transparent && TRANSPARENT_SWATCH]}
      />
      <FormControlLabel control={<Switch checked={transparent} onChange={onToggle} disabled={disabled} />} label={translate('engine.form.color.transparent')} />
      {children}
    </Box>
  );
}
