import Box from '@mui/material/Box';
import { ColorPicker } from '../../engine/fields';

interface ColorFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

/**
 * A colour style (text, background, border, hover): the forms' own
 * ColorPicker with its transparent switch, in a group named after the
 * colour so each 'Transparent' switch says whose it is.
 */
export function ColorField({ label, value, onChange, readOnly }: ColorFieldProps) {
  return (
    <Box role="group" aria-label={label}>
      <ColorPicker label={label} value={value ?? null} onChange={onChange} disabled={readOnly} />
    </Box>
  );
}
