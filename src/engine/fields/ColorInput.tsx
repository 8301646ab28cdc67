import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export const TRANSPARENT = 'transparent';
const DEFAULT_COLOR = '#000000';
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour (spec §4): the browser's colour picker plus a 'Transparent'
 * switch that writes `transparent` and, turned off, brings back the last
 * colour (default #000000). react-admin has no colour input.
 */
export function ColorInput(props: FieldInputProps) {
  const { source, label, validate, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const transparent = value === TRANSPARENT;
  const lastColor = useRef(value && HEX.test(value) ? value : DEFAULT_COLOR);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    lastColor.current = event.target.value;
    field.onChange(event.target.value);
  };
  const onToggle = (event: ChangeEvent<HTMLInputElement>) =>
    field.onChange(event.target.checked ? TRANSPARENT : lastColor.current);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 1 }}>
      <TextField
        id={id}
        type="color"
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={transparent ? lastColor.current : (value ?? DEFAULT_COLOR)}
        onChange={onPick}
        onBlur={field.onBlur}
        disabled={disabled || transparent}
        error={fieldState.invalid}
        sx={{ width: 120 }}
      />
      <FormControlLabel
        control={<Switch checked={transparent} onChange={onToggle} disabled={disabled} />}
        label={translate('engine.form.color.transparent')}
      />
      {(helperText || fieldState.invalid) && (
        <FormHelperText error={fieldState.invalid} sx={{ width: '100%', mt: 0 }}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </Box>
  );
}
