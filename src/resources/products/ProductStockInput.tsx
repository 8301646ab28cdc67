import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { NumberFieldInput } from '../../engine/fields/NumberFieldInput';
import type { FieldInputProps } from '../../engine/fields';
import type { ProductVariation } from './variants/types';
import { totalStock } from './variants/variantEdits';

/**
 * A product's stock (spec §3.1): typed for a simple product; for a variable
 * one it is the sum of its variants, shown as it stands in the form and never
 * typed (the server keeps it).
 */
export function ProductStockInput(props: FieldInputProps) {
  const translate = useTranslate();
  // The spec's text is translated where it is fetched: the label is ready to show.
  const label = props.field.label;
  const type = useWatch({ name: 'type' }) as string | undefined;
  const variations = useWatch({ name: 'variations' }) as ProductVariation[] | undefined;
  if (type !== 'variable') return <NumberFieldInput {...props} />;
  const sum = totalStock(variations);
  return (
    <TextField
      label={label}
      value={sum}
      fullWidth
      margin="dense"
      helperText={translate('catalogue.variants.stock_sum', { stock: sum })}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
