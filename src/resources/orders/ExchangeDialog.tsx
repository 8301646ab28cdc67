import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { minusPoisha, sumPoisha, toPoisha, toTaka, ZERO, type Poisha } from '../../../common/money';
import { saleRounding } from '../../../common/pricing';
import type { TenderMethod } from '../../../common/orders';
import { typedPoisha } from '../../../common/tender';
import { EXCHANGE_REFUND_METHODS, type ExchangeInput, type ExchangeRefundMethod } from '../../../common/wire/exchanges';
import type { CartInput, OrderRecord, PaymentInput } from '../../../common/wire/orders';
import type { ApiDataProvider } from '../../dataProvider';
import { fetchCartTotal, searchProducts } from '../../pos/posApi';
import type { PosProduct } from '../../pos/products';
import { usePaymentMethods, useStoreCredit } from '../../pos/usePaymentMethods';
import { useFormatPoisha } from '../../shop';
import { itemName, LinesHead } from '../shared/screenParts';
import { MethodSelect, OrderDialogActions, type OrderDialogProps } from './PaymentDialog';
import { ReturnLinesTable, useReturnLines, useTillFacts } from './ReturnLines';

interface Props extends OrderDialogProps<ExchangeInput> {
  order: OrderRecord;
}

/** Something the customer may take instead: a simple product, or one variant of a variable one. */
interface TakeOption {
  _id: string;
  variant?: string;
  name: string;
  stock: number;
  /** Another size of a product given back (offered first), or a search result. */
  group: 'sizes' | 'found';
}

interface Taken extends Omit<TakeOption, 'group'> {
  qty: string;
}

const optionsOf = (products: readonly PosProduct[], group: TakeOption['group']): TakeOption[] =>
  products.flatMap((p) =>
    p.type === 'variable' && p.variations?.length
      ? p.variations.map((v) => ({ _id: p._id, variant: v._id, name: itemName(p.name, v.name), stock: v.stock, group }))
      : [{ _id: p._id, name: p.name, stock: p.stock, group }],
  );

const keyOf = (o: { _id: string; variant?: string }) => `${o._id}:${o.variant ?? ''}`;

/**
 * An exchange (issue 36): lines of this sale given back (the return dialog's
 * chooser) and items taken instead, searched as the till does with the other
 * sizes of what comes back offered first. What comes back is worth R (the
 * return's rule), the new items N (the server's price of them as a till sale);
 * the customer pays N − R, or the shop pays back R − N by cash, the sale's
 * method or store credit.
 */
export function ExchangeDialog({ order, pending, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  const dp = useDataProvider<ApiDataProvider>();
  const chooser = useReturnLines(order);
  const { location, atTill } = useTillFacts();
  const [taken, setTaken] = useState<Taken[]>([]);
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('');
  const credit = useStoreCredit(order.customerId);
  const shopMethods = usePaymentMethods();
  const payMethods: TenderMethod[] = [...shopMethods, ...(credit !== null && credit > 0 ? ['store_credit' as const] : [])];
  const [payMethod, setPayMethod] = useState<TenderMethod>('cash');
  const [tendered, setTendered] = useState('');
  // The difference split across two methods (store credit and cash, say), as at the till.
  const [split, setSplit] = useState(false);
  const [payMethod2, setPayMethod2] = useState<TenderMethod>('cash');
  const [tendered2, setTendered2] = useState('');
  const refundMethods = EXCHANGE_REFUND_METHODS.filter((m) => m !== 'store_credit' || !!order.customerId);
  const [refundMethod, setRefundMethod] = useState<ExchangeRefundMethod>('cash');

  // The other sizes of what was sold: each variable product of the sale, as the till's search finds it at this till.
  const products = [...new Map(order.items.filter((i) => i.variantId).map((i) => [i.productId, i.name])).entries()];
  const sizes = useQuery({
    queryKey: ['exchange', 'sizes', order._id, location?._id ?? null],
    queryFn: async () => {
      const found = await Promise.all(products.map(([id, name]) => searchProducts(dp, name, 10, location?._id).then((ps) => ps.find((p) => p._id === id))));
      return found.filter((p): p is PosProduct => !!p);
    },
    enabled: products.length > 0,
  });
  const soldVariants = new Set(order.items.map((i) => i.variantId ?? null).filter(Boolean));
  const sizeOptions = optionsOf(sizes.data ?? [], 'sizes').filter((o) => !soldVariants.has(o.variant ?? null));
  const found = useQuery({
    queryKey: ['exchange', 'search', search.trim(), location?._id ?? null],
    queryFn: () => searchProducts(dp, search.trim(), 10, location?._id),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const sizeKeys = new Set(sizeOptions.map(keyOf));
  const options = [...sizeOptions, ...optionsOf(found.data ?? [], 'found').filter((o) => !sizeKeys.has(keyOf(o)))];

  const add = (o: TakeOption | null) => {
    if (!o) return;
    setTaken((t) => (t.some((l) => keyOf(l) === keyOf(o)) ? t : [...t, { _id: o._id, variant: o.variant, name: o.name, stock: o.stock, qty: '1' }]));
    setSearch('');
  };
  const items = taken
    .map((l) => ({ _id: l._id, ...(l.variant ? { variant: l.variant } : {}), qty: Number(l.qty) }))
    .filter((l) => Number.isInteger(l.qty) && l.qty > 0);
  const cart: CartInput = { items, ...(location ? { location: location._id } : {}) };
  // N: the server prices the new items as a till sale.
  const priced = useQuery({
    queryKey: ['exchange', 'cart-total', JSON.stringify(cart)],
    queryFn: () => fetchCartTotal(dp, cart),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
  const R = chooser.refund;
  const listed: Poisha | null = items.length === 0 ? ZERO : priced.data && !priced.isPlaceholderData ? toPoisha(priced.data.total) : null;
  // The cash part of what the customer pays is rounded as the server plans it (common/pricing.ts saleRounding,
  // issue 19): the bridge carrying R over is not cash, nor is what another method pays.
  const typed = [{ method: payMethod, text: tendered }, ...(split ? [{ method: payMethod2, text: tendered2 }] : [])];
  const rounding =
    listed === null || listed <= R
      ? ZERO
      : saleRounding(
          listed,
          [{ method: 'exchange', amount: R }, ...typed.map((p) => ({ method: p.method, amount: p.method === 'cash' ? ZERO : (typedPoisha(p.text) ?? ZERO) }))],
          !!priced.data?.roundCash,
        );
  const N: Poisha | null = listed === null ? null : sumPoisha([listed, rounding]);
  const balance = N === null ? null : minusPoisha(N, R);
  const owes = balance !== null && balance > 0;
  const owed = balance !== null && balance < 0;

  // What each method pays of the difference; the one method with nothing typed pays it exactly.
  const first = tendered.trim() === '' && owes && !split ? balance : typedPoisha(tendered);
  const second = split ? typedPoisha(tendered2) : ZERO;
  const parts = [{ method: payMethod, amount: first }, ...(split ? [{ method: payMethod2, amount: second }] : [])];
  const valid = parts.every((p) => p.amount !== null && p.amount >= 0);
  const sumOf = (ps: typeof parts) => sumPoisha(ps.map((p) => p.amount ?? ZERO));
  const paid = sumOf(parts);
  const nonCash = sumOf(parts.filter((p) => p.method !== 'cash'));
  const creditPaid = sumOf(parts.filter((p) => p.method === 'store_credit'));
  const creditShort = owes && creditPaid > (credit ?? ZERO);
  // Cash over the difference is change; anything else pays at most what is owed (the server's rule).
  const change = owes && valid && parts.some((p) => p.method === 'cash') && nonCash <= balance ? Math.max(0, paid - balance) : 0;
  const payments: PaymentInput[] =
    owes && valid ? parts.filter((p) => !split || (p.amount ?? ZERO) > 0).map((p) => ({ method: p.method, amount: toTaka(p.amount ?? ZERO) })) : [];
  const covered = !owes || (valid && paid >= balance && (paid === balance || change > 0) && !creditShort);
  const ready = chooser.lines.length > 0 && items.length > 0 && balance !== null && covered;

  const payRow = (
    label: string,
    method: TenderMethod,
    setMethod: (m: TenderMethod) => void,
    amountLabel: string,
    text: string,
    setText: (t: string) => void,
  ) => {
    const over = creditShort && method === 'store_credit';
    return (
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <MethodSelect<TenderMethod>
          label={label}
          methods={payMethods}
          value={method}
          onChange={setMethod}
          sx={{ minWidth: 200 }}
          labelOf={(m) =>
            m === 'store_credit' ? translate('pos.details.store_credit_method', { balance: money(credit ?? ZERO) }) : translate(`pos.methods.${m}`)
          }
        />
        <TextField
          size="small"
          label={amountLabel}
          value={text}
          placeholder={split ? undefined : toTaka(balance ?? ZERO).toFixed(2)}
          onChange={(e) => setText(e.target.value)}
          error={typedPoisha(text) === null || over}
          helperText={over ? translate('pos.details.credit_over', { balance: money(credit ?? ZERO) }) : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
    );
  };

  // What comes back, the cash rounding when there is one, what goes out, and the balance either way: label, test id, amount.
  const figures: [string, string, Poisha | null, boolean][] = [
    [translate('orders.exchange.returned_value'), 'exchange-returned', R, false],
    ...(rounding !== 0 ? [[translate('pos.totals.rounding'), 'exchange-rounding', rounding, false] as [string, string, Poisha, boolean]] : []),
    [translate('orders.exchange.new_total'), 'exchange-new-total', N, false],
    [
      translate(owed ? 'orders.exchange.shop_owes' : 'orders.exchange.customer_pays'),
      'exchange-balance',
      balance === null ? null : owed ? minusPoisha(ZERO, balance) : balance,
      true,
    ],
  ];

  const refundLabel = (m: ExchangeRefundMethod) =>
    m === 'original' ? translate('orders.exchange.original', { method: translate(`pos.methods.${order.paymentMethod}`) }) : translate(`pos.methods.${m}`);

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="exchange-title" fullWidth maxWidth="md">
      <DialogTitle id="exchange-title">{translate('orders.exchange.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3">
          {translate('orders.exchange.given_back')}
        </Typography>
        <ReturnLinesTable order={order} chooser={chooser} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('orders.exchange.taken')}
        </Typography>
        <Autocomplete<TakeOption, false, false, false>
          options={options}
          groupBy={(o) => translate(o.group === 'sizes' ? 'orders.exchange.other_sizes' : 'orders.exchange.found')}
          getOptionLabel={(o) => o.name}
          getOptionDisabled={(o) => o.stock < 1}
          isOptionEqualToValue={(a, b) => keyOf(a) === keyOf(b)}
          filterOptions={(x) => x}
          value={null}
          inputValue={search}
          onInputChange={(_e, text, reason) => {
            if (reason !== 'reset') setSearch(text);
          }}
          onChange={(_e, o) => add(o)}
          renderOption={(props, o) => (
            <li {...props} key={keyOf(o)}>
              {o.stock < 1 ? translate('orders.exchange.option_out', { name: o.name }) : translate('orders.exchange.option', { name: o.name, stock: o.stock })}
            </li>
          )}
          renderInput={(params) => <TextField {...params} size="small" label={translate('orders.exchange.search')} sx={{ mt: 1 }} />}
        />
        {taken.length > 0 && (
          <Table size="small" aria-label={translate('orders.exchange.taken')} sx={{ mt: 1 }}>
            <LinesHead item={translate('orders.page.item')} between={[translate('orders.exchange.stock')]} last={translate('orders.exchange.qty_head')} />
            <TableBody>
              {taken.map((l) => (
                <TableRow key={keyOf(l)}>
                  <TableCell>{l.name}</TableCell>
                  <TableCell align="right">{l.stock}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                      <TextField
                        size="small"
                        value={l.qty}
                        onChange={(e) => setTaken((t) => t.map((x) => (keyOf(x) === keyOf(l) ? { ...x, qty: e.target.value } : x)))}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'numeric',
                            'aria-label': translate('orders.exchange.qty', { name: l.name }),
                            style: { width: 56, textAlign: 'right' },
                          },
                        }}
                      />
                      <IconButton
                        size="small"
                        aria-label={translate('orders.exchange.remove', { name: l.name })}
                        onClick={() => setTaken((t) => t.filter((x) => keyOf(x) !== keyOf(l)))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Table size="small" aria-label={translate('orders.exchange.figures')} sx={{ mt: 2, maxWidth: 420, ml: 'auto' }}>
          <TableBody>
            {figures.map(([label, id, value, bold]) => (
              <TableRow key={id}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right" data-testid={id} sx={bold ? { fontWeight: 700 } : undefined}>
                  {value === null ? '…' : money(value)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {owes && (
          <>
            {payRow(
              translate('pos.details.method'),
              payMethod,
              setPayMethod,
              translate(payMethod === 'cash' && !split ? 'pos.details.tendered' : 'pos.details.amount'),
              tendered,
              setTendered,
            )}
            <FormControlLabel control={<Checkbox checked={split} onChange={(e) => setSplit(e.target.checked)} />} label={translate('pos.details.split')} />
            {split &&
              payRow(translate('pos.details.second_method'), payMethod2, setPayMethod2, translate('pos.details.second_amount'), tendered2, setTendered2)}
          </>
        )}
        {owes && change > 0 && (
          <Typography role="status" sx={{ mt: 1, fontWeight: 700 }}>
            {translate('pos.details.change')}: <span data-testid="exchange-change">{money(change as Poisha)}</span>
          </Typography>
        )}
        {owed && (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <MethodSelect<ExchangeRefundMethod>
              label={translate('orders.return.method')}
              methods={refundMethods}
              value={refundMethod}
              onChange={setRefundMethod}
              sx={{ minWidth: 200 }}
              labelOf={refundLabel}
            />
            {refundMethod === 'store_credit' && credit !== null && (
              <Typography variant="body2" data-testid="exchange-credit-after" sx={{ alignSelf: 'center' }}>
                {translate('orders.return.credit_after', { amount: money(sumPoisha([credit, minusPoisha(ZERO, balance)])) })}
              </Typography>
            )}
          </Stack>
        )}
        <TextField size="small" fullWidth sx={{ mt: 2 }} label={translate('orders.return.note')} value={note} onChange={(e) => setNote(e.target.value)} />
        {location && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('orders.exchange.taken_at', { location: location.name })}
          </Typography>
        )}
      </DialogContent>
      <OrderDialogActions
        pending={pending}
        onClose={onClose}
        ready={ready}
        save={translate('orders.exchange.save')}
        onSave={() =>
          onSubmit({
            lines: chooser.lines,
            cart,
            ...(owes ? { payments } : {}),
            ...(owed ? { refundMethod } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
            ...(atTill.shift ? { shift: atTill.shift } : {}),
          })
        }
      />
    </Dialog>
  );
}
