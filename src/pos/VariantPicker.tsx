import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from '../app';
import { canAdd, lineKey, useCart } from './cartStore';
import type { PosProduct, PosVariation } from './products';

/** A variation's size and colour: from its attributes, else from its `size-color` name (spec §3.2). */
export function sizeAndColor(v: PosVariation): { size: string; color: string } {
  const attr = (label: string) => v.attributes?.find((a) => a.label.toLowerCase().startsWith(label))?.value;
  const [nameSize = '', ...rest] = v.name.split('-');
  return { size: attr('size') ?? nameSize, color: attr('colo') ?? rest.join('-') };
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

interface Props {
  product: PosProduct;
  onClose(): void;
  onAdd(variant: PosVariation): void;
}

/** A variable product asks for its size and colour before it goes in the cart. */
export function VariantPicker({ product, onClose, onAdd }: Props) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const variations = product.variations ?? [];
  const parts = variations.map((v) => ({ v, ...sizeAndColor(v) }));
  const sizes = unique(parts.map((p) => p.size));
  const colors = unique(parts.map((p) => p.color));
  const [size, setSize] = useState<string | null>(sizes.length === 1 ? sizes[0] : null);
  const [color, setColor] = useState<string | null>(colors.length === 1 ? colors[0] : null);
  const chosen = parts.find((p) => (sizes.length === 0 || p.size === size) && (colors.length === 0 || p.color === color))?.v;
  const inCart = useCart((s) => (chosen ? (s.lines.find((l) => lineKey(l) === lineKey({ _id: product._id, variant: chosen._id }))?.qty ?? 0) : 0));
  const out = chosen ? !canAdd(chosen.stock, inCart, 1) : false;
  const complete = (sizes.length === 0 || size !== null) && (colors.length === 0 || color !== null);

  return (
    <Dialog open onClose={onClose} aria-labelledby="variant-picker-title" fullWidth maxWidth="xs">
      <DialogTitle id="variant-picker-title">{translate('pos.variant.title', { name: product.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {sizes.length > 0 && (
            <Stack spacing={0.5}>
              <Typography id="variant-size">{translate('pos.variant.size')}</Typography>
              <ToggleButtonGroup exclusive value={size} onChange={(_, v: string | null) => setSize(v)} aria-labelledby="variant-size" size="small" sx={{ flexWrap: 'wrap' }}>
                {sizes.map((s) => (
                  <ToggleButton key={s} value={s}>
                    {s}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
          {colors.length > 0 && (
            <Stack spacing={0.5}>
              <Typography id="variant-color">{translate('pos.variant.color')}</Typography>
              <ToggleButtonGroup exclusive value={color} onChange={(_, v: string | null) => setColor(v)} aria-labelledby="variant-color" size="small" sx={{ flexWrap: 'wrap' }}>
                {colors.map((c) => (
                  <ToggleButton key={c} value={c}>
                    {c}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
          {complete && !chosen && <Typography color="text.secondary">{translate('pos.variant.none')}</Typography>}
          {chosen && (
            <Typography>
              {chosen.name} · {money(chosen.price)} ·{' '}
              {out ? (
                <Typography component="span" color="error">
                  {translate('pos.products.out_of_stock')}
                </Typography>
              ) : (
                translate('pos.products.stock', { stock: chosen.stock - inCart })
              )}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || out} onClick={() => chosen && onAdd(chosen)}>
          {translate('pos.variant.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
