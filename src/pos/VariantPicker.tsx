import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ZERO } from '../../common/money';
import { discountedUnitPrice } from '../../common/pricing';
import { canAdd, lineKey, useCart } from './cart';
import { PriceCharged } from './PriceCharged';
import { productDiscount, sizeAndColor, toCartItem, type PosProduct, type PosVariation } from './products';

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

interface Props {
  product: PosProduct;
  onClose(): void;
  onAdd(variant: PosVariation): void;
}

interface OptionProps {
  value: string;
  stock: number;
}

/** A size or colour with what is left of it (given the other choice); sold out, it is greyed and cannot be chosen. */
function OptionButton({ value, stock, ...rest }: OptionProps & Omit<React.ComponentProps<typeof ToggleButton>, 'value'>) {
  const translate = useTranslate();
  return (
    <ToggleButton
      {...rest}
      value={value}
      disabled={stock < 1}
      aria-label={translate('pos.variant.option', { value, smart_count: stock })}
      sx={{ flexDirection: 'column', lineHeight: 1.2, minWidth: 48 }}
    >
      <span>{value}</span>
      <Box component="span" sx={{ fontSize: '0.7rem', color: stock < 1 ? 'text.disabled' : 'text.secondary' }}>
        {stock < 1 ? translate('pos.variant.sold_out') : stock}
      </Box>
    </ToggleButton>
  );
}

/**
 * A variable product asks for its size and colour before it goes in the
 * cart. Each size and colour shows how many are left (of the colour or size
 * already chosen, less what the cart holds), and the sold-out ones are greyed
 * out (issue 19).
 */
export function VariantPicker({ product, onClose, onAdd }: Props) {
  const translate = useTranslate();
  const variations = product.variations ?? [];
  const lines = useCart((s) => s.lines);
  const inCartOf = (v: PosVariation) => lines.find((l) => lineKey(l) === lineKey({ _id: product._id, variant: v._id }))?.qty ?? 0;
  const parts = variations.map((v) => ({ v, left: Math.max(0, v.stock - inCartOf(v)), ...sizeAndColor(v) }));
  const sizes = unique(parts.map((p) => p.size));
  const colors = unique(parts.map((p) => p.color));
  const [size, setSize] = useState<string | null>(sizes.length === 1 ? sizes[0] : null);
  const [color, setColor] = useState<string | null>(colors.length === 1 ? colors[0] : null);
  const left = (match: (p: (typeof parts)[number]) => boolean) => parts.filter(match).reduce((n, p) => n + p.left, 0);
  const chosen = parts.find((p) => (sizes.length === 0 || p.size === size) && (colors.length === 0 || p.color === color));
  const out = chosen ? !canAdd(chosen.v.stock, chosen.v.stock - chosen.left, 1) : false;
  const complete = (sizes.length === 0 || size !== null) && (colors.length === 0 || color !== null);
  const discount = productDiscount(product);
  const listPrice = chosen ? toCartItem(product, chosen.v).price : ZERO;

  return (
    <Dialog open onClose={onClose} aria-labelledby="variant-picker-title" fullWidth maxWidth="xs">
      <DialogTitle id="variant-picker-title">{translate('pos.variant.title', { name: product.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {sizes.length > 0 && (
            <Stack spacing={0.5}>
              <Typography id="variant-size">{translate('pos.variant.size')}</Typography>
              <ToggleButtonGroup
                exclusive
                value={size}
                onChange={(_, v: string | null) => setSize(v)}
                aria-labelledby="variant-size"
                size="small"
                sx={{ flexWrap: 'wrap' }}
              >
                {sizes.map((s) => (
                  <OptionButton key={s} value={s} stock={left((p) => p.size === s && (color === null || p.color === color))} />
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
          {colors.length > 0 && (
            <Stack spacing={0.5}>
              <Typography id="variant-color">{translate('pos.variant.color')}</Typography>
              <ToggleButtonGroup
                exclusive
                value={color}
                onChange={(_, v: string | null) => setColor(v)}
                aria-labelledby="variant-color"
                size="small"
                sx={{ flexWrap: 'wrap' }}
              >
                {colors.map((c) => (
                  <OptionButton key={c} value={c} stock={left((p) => p.color === c && (size === null || p.size === size))} />
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
          {complete && !chosen && <Typography color="text.secondary">{translate('pos.variant.none')}</Typography>}
          {chosen && (
            <Typography component="div">
              {chosen.v.name} · <PriceCharged charged={discountedUnitPrice(listPrice, discount)} list={listPrice} /> ·{' '}
              {out ? (
                <Typography component="span" color="error">
                  {translate('pos.products.out_of_stock')}
                </Typography>
              ) : (
                translate('pos.products.stock', { stock: chosen.left })
              )}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || out} onClick={() => chosen && onAdd(chosen.v)}>
          {translate('pos.variant.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
