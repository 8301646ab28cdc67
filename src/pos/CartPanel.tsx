import { Alert, Box, Button, Divider, IconButton, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { memo, useEffect, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useShallow } from 'zustand/react/shallow';
import { parseTaka, toTakaString } from '../../common/money';
import type { CartTotal } from '../../common/orders';
import { useFormatMoney } from '../app';
import { AddressDialog } from './AddressDialog';
import { cartFigures, lineKey, useCart, type CartAddress, type CartLine } from './cartStore';
import { CustomerPicker, type PosCustomer } from './CustomerPicker';
import { TotalsTable } from './TotalsTable';

/** One empty list, so the store selector returns the same value when nothing is short. */
const NONE_SHORT: string[] = [];

interface Props {
  answer: CartTotal | null;
  error: string | null;
  onConfirm(): void;
  onHold(): void;
}

/** The cart: customer, address, lines, coupon, discount, totals and Confirm Order (spec §2.5). */
export function CartPanel({ answer, error, onConfirm, onHold }: Props) {
  const translate = useTranslate();
  const lines = useCart((s) => s.lines);
  const short = useCart((s) => (s.server && s.server.revision === s.revision ? s.server.short : NONE_SHORT));
  const clear = useCart((s) => s.clear);
  const figures = useCart(useShallow(cartFigures));

  return (
    <Stack spacing={1} sx={{ minHeight: 0 }} component="section" aria-label={translate('pos.cart.title')}>
      <Typography variant="h6" component="h2">
        {translate('pos.cart.title')} · {translate('pos.cart.items', { smart_count: lines.reduce((n, l) => n + l.qty, 0) })}
      </Typography>
      <CustomerAndAddress />
      <Divider />
      {lines.length === 0 ? (
        <Typography color="text.secondary">{translate('pos.cart.empty')}</Typography>
      ) : (
        // Spec §9: the cart list scrolls once it is taller than 300 px.
        <List dense disablePadding sx={{ maxHeight: 300, overflowY: 'auto' }} aria-label={translate('pos.cart.title')}>
          {lines.map((line) => (
            <CartRow key={lineKey(line)} line={line} short={short.includes(lineKey(line))} />
          ))}
        </List>
      )}
      <Divider />
      <CouponField answer={answer} />
      <ChargesFields />
      <TotalsTable figures={figures} />
      {error && <Alert severity="warning">{translate('pos.totals.error', { message: error })}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={lines.length === 0} onClick={onHold}>
          {translate('pos.held.hold')}
        </Button>
        <Button variant="outlined" color="error" disabled={lines.length === 0} onClick={clear}>
          {translate('pos.cart.clear')}
        </Button>
      </Stack>
      <Button variant="contained" size="large" disabled={lines.length === 0} onClick={onConfirm}>
        {translate('pos.confirm')}
      </Button>
    </Stack>
  );
}

const CartRow = memo(function CartRow({ line, short }: { line: CartLine; short: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useFormatMoney();
  const key = lineKey(line);
  const { add, decrement, setQty, removeLine } = useCart.getState();
  const label = line.variantName ? `${line.name} (${line.variantName})` : line.name;
  const [text, setText] = useState(String(line.qty));
  useEffect(() => setText(String(line.qty)), [line.qty]);

  const outOfStock = () => notify('pos.cart.out_of_stock', { type: 'warning', messageArgs: { name: label } });
  const commit = () => {
    const qty = Number(text);
    // §5: a quantity of zero or less is ignored; more than the stock is Out Of Stock.
    const result = Number.isInteger(qty) ? setQty(key, qty) : 'ignored';
    if (result === 'out-of-stock') outOfStock();
    if (result !== 'added') setText(String(line.qty));
  };

  return (
    <ListItem disableGutters sx={{ gap: 1, alignItems: 'center' }} aria-label={label} data-line-key={key}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={label}>
          {label}
        </Typography>
        <Typography variant="caption" color={short ? 'error' : 'text.secondary'}>
          {money(line.price / 100)}
          {short ? ` · ${translate('pos.cart.short', { stock: line.stock })}` : ''}
        </Typography>
      </Box>
      <IconButton size="small" aria-label={translate('pos.cart.minus', { name: label })} onClick={() => decrement(key)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        sx={{ width: 56, flex: 'none' }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('pos.cart.qty', { name: label }), style: { textAlign: 'center' } } }}
      />
      <IconButton
        size="small"
        aria-label={translate('pos.cart.plus', { name: label })}
        onClick={() => {
          if (add(line, 1) === 'out-of-stock') outOfStock();
        }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('pos.cart.remove', { name: label })} onClick={() => removeLine(key)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
});

function CouponField({ answer }: { answer: CartTotal | null }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const coupon = useCart((s) => s.coupon);
  const setCoupon = useCart((s) => s.setCoupon);
  const [text, setText] = useState(coupon);
  useEffect(() => setText(coupon), [coupon]);
  const result = answer?.coupon && answer.coupon.code === coupon ? answer.coupon : null;

  return (
    <Stack spacing={0.5}>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          setCoupon(text);
        }}
      >
        <TextField size="small" fullWidth label={translate('pos.coupon.label')} value={text} onChange={(e) => setText(e.target.value)} />
        {coupon ? (
          <Button onClick={() => setCoupon('')}>{translate('pos.coupon.remove')}</Button>
        ) : (
          <Button type="submit" disabled={!text.trim()}>
            {translate('pos.coupon.apply')}
          </Button>
        )}
      </Stack>
      {result && 'error' in result && (
        <Typography variant="caption" color="error" role="status">
          {result.error}
        </Typography>
      )}
      {result && 'discount' in result && (
        <Typography variant="caption" color="success.main" role="status">
          {translate('pos.coupon.applied', { code: result.code, amount: money(result.discount) })}
        </Typography>
      )}
    </Stack>
  );
}

/** A taka field bound to a poisha value of the store; bad text is put back on blur. */
function MoneyField({ label, value, onCommit }: { label: string; value: number; onCommit(poisha: number): void }) {
  const [text, setText] = useState(value ? toTakaString(value) : '');
  useEffect(() => setText(value ? toTakaString(value) : ''), [value]);
  const commit = () => {
    const p = text.trim() === '' ? 0 : parseTaka(text);
    if (p === null || p < 0) setText(value ? toTakaString(value) : '');
    else if (p !== value) onCommit(p);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ flex: 1 }}
    />
  );
}

/** Shipping for everyone; a manual discount only for roles with `orders:discount`. */
function ChargesFields() {
  const translate = useTranslate();
  const { canAccess: mayDiscount } = useCanAccess({ resource: 'orders', action: 'discount' });
  const shipping = useCart((s) => s.shipping);
  const manual = useCart((s) => s.manualDiscount);
  const { setShipping, setManualDiscount } = useCart.getState();
  return (
    <Stack direction="row" spacing={1}>
      <MoneyField label={translate('pos.shipping.label')} value={shipping} onCommit={setShipping} />
      {mayDiscount && <MoneyField label={translate('pos.discount.label')} value={manual} onCommit={setManualDiscount} />}
    </Stack>
  );
}

function CustomerAndAddress() {
  const translate = useTranslate();
  const customer = useCart((s) => s.customer);
  const address = useCart((s) => s.address);
  const setAddress = useCart((s) => s.setAddress);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<CartAddress | null>(null);

  // Prefill from the customer: their first saved address, else their name, phone and email.
  const prefill = (): Partial<CartAddress> => {
    if (address) return address;
    if (saved) return saved;
    if (customer === 'guest') return {};
    return { name: customer.name, phone: customer.phone, email: customer.email };
  };

  return (
    <Stack spacing={1}>
      <CustomerPicker
        onChosen={(c: PosCustomer) => {
          const first = c.addresses?.[0];
          setSaved(first ? { ...first, email: first.email || c.email || '' } : { name: c.name, phone: c.phone ?? '', email: c.email ?? '', street: '', city: '', postalCode: '' });
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }} aria-label={translate('pos.address.title')}>
          {address ? [address.name, address.street, address.city, address.postalCode, address.country].filter(Boolean).join(', ') : translate('pos.address.none')}
        </Typography>
        <Button size="small" onClick={() => setEditing(true)}>
          {translate(address ? 'pos.address.edit' : 'pos.address.set')}
        </Button>
        {address && (
          <IconButton size="small" aria-label={translate('pos.address.delete')} onClick={() => setAddress(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {editing && (
        <AddressDialog
          initial={prefill()}
          onClose={() => setEditing(false)}
          onSave={(a) => {
            setAddress(a);
            setEditing(false);
          }}
        />
      )}
    </Stack>
  );
}
