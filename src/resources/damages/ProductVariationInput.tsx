import { useEffect } from 'react';
import { SelectInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useInputProps, type FieldInputProps } from '../../engine/fields';

interface ProductWithVariations {
  id: string;
  type?: string;
  variations?: { _id: string; name: string }[];
}

/**
 * A damage's variation: the chosen product's variations to pick from, shown
 * only for a product with sizes and colours (the server needs one then, and
 * refuses one for a simple product). Choosing another product clears it.
 */
export function ProductVariationInput(props: FieldInputProps) {
  const input = useInputProps(props);
  const product = useWatch({ name: 'product' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  const { data } = useGetOne<ProductWithVariations>('products', { id: product ?? '' }, { enabled: Boolean(product) });
  const variable = data?.type === 'variable';
  const choices = (data?.variations ?? []).map((v) => ({ id: v._id, name: v.name }));
  useEffect(() => {
    const current = getValues('variant') as string | null | undefined;
    if (!current || !data) return;
    if (!variable || !choices.some((c) => c.id === current)) setValue('variant', null, { shouldDirty: true });
  }, [data, variable, choices, getValues, setValue]);
  if (!variable) return null;
  return <SelectInput {...input} choices={choices} fullWidth margin="dense" />;
}
