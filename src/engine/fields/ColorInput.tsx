import FormHelperText from '@mui/material/FormHelperText';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { ColorPicker } from './ColorPicker';
import type { FieldInputProps } from './types';
import { useInputProps } from './useInputProps';

export { TRANSPARENT } from './ColorPicker';

/** The `color` field type of a form: the shared ColorPicker bound to react-admin's form state. */
export function ColorInput(props: FieldInputProps) {
  const { source, label, validate, disabled, helperText } = useInputProps(props);
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <ColorPicker
      id={id}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      error={fieldState.invalid}
    >
      {(helperText || fieldState.invalid) && (
        <FormHelperText error={fieldState.invalid} sx={{ width: '100%', mt: 0 }}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </ColorPicker>
  );
}
