import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../common/orders';
import type { FieldInputProps } from '../../engine/fields/types';

const atLeastOne: Validator = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : 'settings.payment_methods.at_least_one');
const VALIDATE = [atLeastOne];

/**
 * The payment methods the till offers (issue 19): one box per method the
 * shop can take, in the fixed order of common/orders.ts; at least one.
 */
export function PaymentMethodsInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const { id, field: input, fieldState } = useInput({ source: field.key, validate: VALIDATE });
  const chosen: PaymentMethod[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (method: PaymentMethod, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(method);
    else next.delete(method);
    input.onChange(PAYMENT_METHODS.filter((m) => next.has(m)));
  };
  return (
    <FormControl component="fieldset" error={fieldState.invalid} sx={{ mb: 2 }} id={id}>
      <FormLabel component="legend">{translate(`resources.settings.fields.${field.key}`, { _: field.label })}</FormLabel>
      <FormGroup row>
        {PAYMENT_METHODS.map((method) => (
          <FormControlLabel
            key={method}
            control={<Checkbox checked={chosen.includes(method)} onChange={(e) => toggle(method, e.target.checked)} onBlur={input.onBlur} />}
            label={translate(`pos.methods.${method}`)}
          />
        ))}
      </FormGroup>
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
