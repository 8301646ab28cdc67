import {
  Alert,
  useMediaQuery,
  type Theme,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { sumPoisha, toPoisha, ZERO } from '../../common/money';
import { ORDER_STATUSES, type OrderStatus, type TenderMethod } from '../../common/orders';
import { chargedFigures, orderBody, paidOf, receiptTotals, typedPoisha, type PaymentForm } from '../../common/tender';
import { useAddressText } from '../address';
import { fieldErrors } from '../engine/describeError';
import type { CartTotal, OrderInput } from '../../common/wire/orders';
import { useFormatMoney, useFormatPoisha } from '../shop';
import { newIdempotencyKey, type ApiDataProvider } from '../dataProvider';
import { shownTotals, useCart } from './cart';
import { cartInput, placeOrder } from './posApi';
import { sellOffline } from './offline/sellOffline';
import { tillTerms } from './offline/tillTerms';
import { isNetworkError, useOffline } from './offline/offlineStore';
import { useTillLocation } from './useTillLocation';
import { useTillShift } from './shift/useTillShift';
import { PriceCharged } from './PriceCharged';
import { TotalsTable } from './TotalsTable';
import { usePaymentMethods, useStoreCredit } from './usePaymentMethods';
import { itemName, LineFigures, LinesHead } from '../resources/shared/screenParts';

interface Props {
  answer: CartTotal | null;
  onClose(): void;
}

/** Order Details (spec §2.5): line items, billing details, the payment, Confirm & Pay. */
export function OrderDetailsDialog({ answer, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const money = useFormatMoney();
  const moneyOf = useFormatPoisha();
  const addressText = useAddressText();
  const dp = useDataProvider<ApiDataProvider>();
  const state = useCart();
  const { location: tillLocation } = useTillLocation();
  // Every sale of the till goes into its open shift (issue 36), offline too: the till keeps the shift it last knew.
  const { shift } = useTillShift();
  const { totals, current } = shownTotals(state);
  const shopMethods = usePaymentMethods();
  // Offline (issue 25) only cash is taken: card and mobile money need the connection to be confirmed.
  const offline = useOffline((s) => !s.online);
  const customerId = state.customer === 'guest' ? null : state.customer._id;
  // The customer's store credit (issue 36) pays online only, never more than the balance.
  const credit = useStoreCredit(offline ? null : customerId);
  const withCredit = credit !== null && credit > 0 && !offline;
  const methods: TenderMethod[] = [
    ...(offline && shopMethods.includes('cash') ? ['cash' as const, ...shopMethods.filter((m) => m !== 'cash')] : shopMethods),
    ...(withCredit ? ['store_credit' as const] : []),
  ];
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A message's order (issue 38) is a delivery paid on arrival: placed unpaid and open, it waits in the intake view
  // with the online shop's orders until it is confirmed. Staff may still take money now.
  const [form, setForm] = useState<PaymentForm>({
    method: methods[0],
    amount: state.fromMessage ? '0' : '',
    reference: '',
    split: false,
    method2: methods.find((m) => m !== methods[0]) ?? methods[0],
    amount2: '',
    reference2: '',
    status: state.fromMessage ? 'order-placed' : 'confirmed',
    note: '',
    emailReceipt: false,
  });
  const [pending, setPending] = useState(false);
  // An online attempt of this sale got no answer (issue 25): selling it offline could make it twice.
  const [unsure, setUnsure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of a payment's method (a store credit it found short: 409), shown at that field.
  const [methodErrors, setMethodErrors] = useState<{ first?: string; second?: string }>({});
  // One key per attempt of one cart: a double click or a retry of the same
  // order sends the same key, so the server makes one order at most.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const figures = totals ? chargedFigures(totals, form) : null;
  const paid = figures ? paidOf(form, figures.total) : null;
  // Offline, a sale is paid wholly in cash, in full (change given), or not at all.
  const offlineRefused = offline && (unsure || form.method !== 'cash' || form.split || !paid || paid.due > 0);
  // What the store credit pays here, against the balance: never more.
  const creditPaid = sumPoisha(
    [form.method === 'store_credit' ? form.amount : null, form.split && form.method2 === 'store_credit' ? form.amount2 : null].map((a) =>
      a === null ? ZERO : (typedPoisha(a) ?? ZERO),
    ),
  );
  const creditOver = creditPaid > 0 && (!withCredit || creditPaid > (credit ?? ZERO));
  const overText = translate('pos.details.credit_over', { balance: moneyOf(credit ?? ZERO) });
  const body = figures && current && !offlineRefused && !creditOver ? orderBody(form, figures.total) : null;
  const set = (patch: Partial<PaymentForm>) => {
    setMethodErrors({});
    setForm((f) => ({ ...f, ...patch }));
  };

  const inFlight = useRef(false);
  const pay = async () => {
    if (!body || inFlight.current) return;
    inFlight.current = true;
    const order: OrderInput = {
      ...body,
      cart: cartInput(state, tillLocation?._id),
      customer: state.customer === 'guest' ? 'guest' : state.customer._id,
      ...(state.address ? { address: state.address } : {}),
      ...(shift ? { shift: shift._id } : {}),
      // Issue 38: read from a customer's message, it is listed with the online orders to be taken in.
      ...(state.fromMessage ? { source: 'message' as const } : {}),
      // Asked only with a customer to keep it on; a queued offline sale carries it in its order like the rest.
      ...(state.address && state.customer !== 'guest' && state.keepAddress ? { keepAddress: true } : {}),
    };
    if (offline) {
      await payOffline(order);
      return;
    }
    const signature = JSON.stringify(order);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    setPending(true);
    setError(null);
    try {
      const { _id } = await placeOrder(dp, order, attempt.current.key);
      notify('pos.details.placed', { type: 'success' });
      useCart.getState().reset();
      onClose();
      navigate(`/orders/${_id}`);
    } catch (e) {
      // No answer: the order may or may not be on the server. Only the same key, online, settles it.
      if (isNetworkError(e)) setUnsure(true);
      const fields = fieldErrors(e);
      setMethodErrors({ first: fields['paymentMethod'] ?? fields['payments.0.method'], second: fields['payments.1.method'] });
      const message = e instanceof Error && e.message ? e.message : translate('app.notification.error_loading');
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const payOffline = async (order: OrderInput) => {
    if (!figures || !paid) return;
    setPending(true);
    setError(null);
    try {
      // A coupon here is one the snapshot applied (no use limit); one it could not was refused and left the cart.
      await sellOffline(
        order,
        {
          lines: (answer?.items ?? []).map((i) => ({
            name: itemName(i.name, i.variantName),
            qty: i.qty,
            unitPrice: i.unitPrice,
            totalPrice: i.totalPrice,
          })),
          ...receiptTotals(figures, paid),
          location: useOffline.getState().catalogue?.location.name ?? '',
        },
        tillTerms(state.lines),
      );
      useCart.getState().reset();
      onClose();
    } catch (e) {
      const message = e instanceof Error && e.message ? translate(e.message, { _: e.message }) : translate('app.notification.error_loading');
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const methodSelect = (label: string, value: TenderMethod, onChange: (m: TenderMethod) => void, refusal?: string) => (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as TenderMethod)}
      error={!!refusal}
      helperText={refusal}
    >
      {methods.map((m) => (
        <MenuItem key={m} value={m} disabled={offline && m !== 'cash'}>
          {offline && m !== 'cash'
            ? translate('pos.offline.method_needs_connection', { method: translate(`pos.methods.${m}`) })
            : m === 'store_credit'
              ? translate('pos.details.store_credit_method', { balance: moneyOf(credit ?? ZERO) })
              : translate(`pos.methods.${m}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const cashOnly = form.method === 'cash' && !form.split;
  const onKeyDown = (e: KeyboardEvent) => {
    // F4 again (the pay shortcut) confirms and pays; so does Enter in a one-line field (issue 19).
    const t = e.target;
    const enterInField = e.key === 'Enter' && t instanceof HTMLInputElement && t.type !== 'checkbox';
    if (e.key === 'F4' || enterInField) {
      e.preventDefault();
      void pay();
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="order-details-title"
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
      onKeyDown={onKeyDown}
    >
      <DialogTitle id="order-details-title">{translate('pos.details.title')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="subtitle1" component="h3">
              {translate('pos.details.items')}
            </Typography>
            <Table size="small" aria-label={translate('pos.details.items')}>
              <LinesHead
                item={translate('pos.details.item')}
                between={[translate('pos.details.qty'), translate('pos.details.unit')]}
                last={translate('pos.details.total')}
                narrow={narrow}
              />
              <TableBody>
                {(answer?.items ?? []).map((item) => {
                  const price = <PriceCharged charged={toPoisha(item.unitPrice)} list={toPoisha(item.listPrice)} variant={narrow ? 'caption' : 'body2'} />;
                  return (
                    <TableRow key={`${item._id}:${item.variant ?? ''}`}>
                      <TableCell>
                        {itemName(item.name, item.variantName)}
                        {narrow && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {item.qty} × {price}
                          </Typography>
                        )}
                      </TableCell>
                      <LineFigures between={[item.qty, price]} last={money(item.totalPrice)} narrow={narrow} />
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {figures && <TotalsTable figures={figures} busy={!current} />}
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {translate('pos.details.billing')}
            </Typography>
            <Typography variant="body2">
              {translate('pos.details.customer')}:{' '}
              {state.customer === 'guest'
                ? translate('pos.customer.guest')
                : [state.customer.name, state.customer.phone, state.customer.email].filter(Boolean).join(' · ')}
            </Typography>
            {state.address && (
              <Typography variant="body2">
                {translate('pos.details.address')}: {addressText.line(state.address)}
              </Typography>
            )}
            {state.fromMessage && (
              <Typography variant="body2" color="text.secondary">
                {translate('pos.message.mark')}
              </Typography>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="h3">
                {translate('pos.details.payment')}
              </Typography>
              {methodSelect(translate('pos.details.method'), form.method, (m) => set({ method: m }), methodErrors.first)}
              <TextField
                size="small"
                autoFocus
                label={translate(cashOnly ? 'pos.details.tendered' : 'pos.details.amount')}
                value={form.amount}
                placeholder={cashOnly && figures ? moneyOf(figures.total) : undefined}
                onChange={(e) => set({ amount: e.target.value })}
                error={typedPoisha(form.amount) === null || (creditOver && form.method === 'store_credit')}
                helperText={creditOver && form.method === 'store_credit' ? overText : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              {form.method !== 'cash' && form.method !== 'store_credit' && (
                <TextField
                  size="small"
                  label={translate('pos.details.reference')}
                  value={form.reference}
                  onChange={(e) => set({ reference: e.target.value })}
                />
              )}
              <FormControlLabel
                control={<Checkbox checked={form.split && !offline} disabled={offline} onChange={(e) => set({ split: e.target.checked })} />}
                label={offline ? translate('pos.offline.split_needs_connection') : translate('pos.details.split')}
              />
              {offline && (
                <Alert severity="info" role="status">
                  {translate(shopMethods.includes('cash') ? 'pos.offline.cash_only' : 'pos.offline.no_cash')}
                </Alert>
              )}
              {offline && customerId && (
                <Alert severity="info" role="status" data-testid="no-store-credit-offline">
                  {translate('pos.offline.no_store_credit')}
                </Alert>
              )}
              {offline && unsure && (
                <Alert severity="warning" role="status">
                  {translate('pos.offline.unsure')}
                </Alert>
              )}
              {form.split && (
                <>
                  {methodSelect(translate('pos.details.second_method'), form.method2, (m) => set({ method2: m }), methodErrors.second)}
                  <TextField
                    size="small"
                    label={translate('pos.details.second_amount')}
                    value={form.amount2}
                    onChange={(e) => set({ amount2: e.target.value })}
                    error={typedPoisha(form.amount2) === null || (creditOver && form.method2 === 'store_credit')}
                    helperText={creditOver && form.method2 === 'store_credit' ? overText : undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  {form.method2 !== 'cash' && form.method2 !== 'store_credit' && (
                    <TextField
                      size="small"
                      label={translate('pos.details.second_reference')}
                      value={form.reference2}
                      onChange={(e) => set({ reference2: e.target.value })}
                    />
                  )}
                </>
              )}
              {paid && paid.change > 0 && (
                <Typography role="status" sx={{ fontWeight: 700 }}>
                  {translate('pos.details.change')}: <span data-testid="change-due">{moneyOf(paid.change)}</span>
                </Typography>
              )}
              {paid && paid.due > 0 && (
                <Typography role="status" color="warning.main">
                  {translate('pos.details.due')}: {moneyOf(paid.due)}
                </Typography>
              )}
              <TextField
                select
                size="small"
                label={translate('pos.details.status')}
                value={form.status}
                onChange={(e) => set({ status: e.target.value as OrderStatus })}
              >
                {ORDER_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`orders.status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={translate('pos.details.note')}
                value={form.note}
                onChange={(e) => set({ note: e.target.value })}
                multiline
                minRows={2}
              />
              <FormControlLabel
                control={<Checkbox checked={form.emailReceipt} onChange={(e) => set({ emailReceipt: e.target.checked })} />}
                label={translate('pos.details.email_receipt')}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('pos.details.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void pay()} disabled={!body || pending || state.lines.length === 0}>
          {translate('pos.details.pay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
