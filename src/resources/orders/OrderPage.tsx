import { Alert, Box, Button, Chip, Grid, Link, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PaymentsIcon from '@mui/icons-material/Payments';
import PrintIcon from '@mui/icons-material/Print';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toPoisha } from '../../../common/money';
import { orderBalance } from '../../../common/orderBalance';
import { ORDER_TRANSITIONS, type OrderStatus } from '../../../common/orders';
import type { OrderRecord, PaymentInput, ReturnInput } from '../../../common/wire/orders';
import { useAddressText } from '../../address';
import { useFormatDate } from '../../shop';
import { ReceiptEmailStatus } from './ReceiptEmailStatus';
import type { ApiDataProvider } from '../../dataProvider';
import { TotalsTable } from '../../pos/TotalsTable';
import { changeStatus, fetchOnlinePayments, fetchOrder, orderQueryKey, refundByBkash, returnItems, takePayment } from './orderApi';
import { useExchange } from './useExchange';
import { ExchangeDialog } from './ExchangeDialog';
import { InvoiceButton } from './InvoiceButton';
import { PaymentDialog } from './PaymentDialog';
import { BkashRefundDialog, bkashRefundable } from './BkashRefundDialog';
import { Receipt } from './Receipt';
import { ReturnDialog } from './ReturnDialog';
import { useCustomerName } from './useCustomerName';
import { PhoneRisk } from '../fraud/PhoneRisk';
import { BalanceTable } from './BalanceTable';
import { TitledCard } from '../shared/screenParts';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderPaymentsTable } from './OrderPaymentsTable';

/**
 * The order page `/orders/{id}` (issue 9): the sale invoice view (lines with
 * returned quantities, totals), customer and address, payments, status
 * changes, the invoice PDFs (InvoiceButton), the receipt and the return form.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const { data: order, error, isPending } = useQuery({ queryKey: orderQueryKey(id), queryFn: () => fetchOrder(dp, id) });
  if (isPending) return <Loading />;
  if (error || !order) return <Alert severity="error">{error?.message || translate('app.notification.error_loading')}</Alert>;
  return <OrderView order={order} />;
}

type Dialog = 'payment' | 'return' | 'exchange' | 'bkash-refund' | null;

function OrderView({ order }: { order: OrderRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTime } = useFormatDate();
  const addressText = useAddressText();
  const dp = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelling, setCancelling] = useState(false);
  const { canAccess: mayEdit } = useCanAccess({ resource: 'orders', action: 'edit' });
  const { canAccess: mayReturn } = useCanAccess({ resource: 'return', action: 'create' });
  // An exchange is a return and a new sale: both permissions, as the server asks (issue 36).
  const { canAccess: maySell } = useCanAccess({ resource: 'orders', action: 'create' });
  // On a phone the tables keep two columns, the item and its amount, so every amount stays in view (issue 19).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const customerName = useCustomerName();

  const fail = (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' });
  const refreshWith = (next: OrderRecord) => {
    queryClient.setQueryData(orderQueryKey(order._id), next);
    void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
  };
  const status = useMutation({
    mutationFn: (to: OrderStatus) => changeStatus(dp, order._id, to),
    onSuccess: (next) => {
      refreshWith(next);
      notify('orders.page.status_changed', { type: 'success', messageArgs: { status: translate(`orders.status.${next.status}`) } });
    },
    onError: fail,
  });
  const payment = useMutation({
    mutationFn: (p: PaymentInput) => takePayment(dp, order._id, p),
    onSuccess: (next) => {
      refreshWith(next);
      setDialog(null);
      notify('orders.page.payment_taken', { type: 'success' });
    },
    onError: fail,
  });
  const ret = useMutation({
    mutationFn: (body: ReturnInput) => returnItems(dp, order._id, body),
    onSuccess: ({ order: next }) => {
      refreshWith(next);
      setDialog(null);
      notify('orders.return.done', { type: 'success' });
    },
    onError: fail,
  });

  // An online order's bKash payments (issue 38): what "Refund by bKash" may give back.
  const onlinePayments = useQuery({
    queryKey: [...orderQueryKey(order._id), 'online-payments'],
    queryFn: () => fetchOnlinePayments(dp, order._id),
    enabled: order.source === 'web' && mayReturn,
  });
  const bkashLeft = bkashRefundable(onlinePayments.data ?? []);
  const bkashRefund = useMutation({
    mutationFn: (body: { amount: number; reason: string }) => refundByBkash(dp, order._id, body),
    onSuccess: async () => {
      setDialog(null);
      notify('orders.bkash_refund.done', { type: 'success' });
      refreshWith(await fetchOrder(dp, order._id));
      void onlinePayments.refetch();
    },
    onError: fail,
  });

  const exchange = useExchange(order._id, ({ exchange: made, newOrder }) => {
    setDialog(null);
    notify(
      <span data-testid="exchange-done">
        {translate('orders.exchange.done', { number: made.number })} ·{' '}
        <Link component={RouterLink} to={`/orders/${newOrder._id}`} color="inherit">
          {translate('orders.exchange.new_order', { number: newOrder.number })}
        </Link>
      </span>,
      { type: 'success' },
    );
  });

  const total = toPoisha(order.total);
  const balance = orderBalance({ total, paid: toPoisha(order.paid), refunded: toPoisha(order.refunded) });
  const due = balance.due;
  const nextStatuses = ORDER_TRANSITIONS[order.status] ?? [];
  const returnable = order.status !== 'cancelled' && order.items.some((i) => i.qty > i.returnedQty);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('orders.page.title', { number: order.number })} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('orders.page.title', { number: order.number })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dateTime(order.createdAt)}
            {order.cashierName ? ` · ${translate('orders.page.cashier')}: ${order.cashierName}` : ''}
          </Typography>
          {order.exchange && (
            <Typography variant="body2" data-testid="order-exchange">
              {translate('orders.page.exchange_of', { number: order.exchange.number })}{' '}
              <Link component={RouterLink} to={`/orders/${order.exchange.orderId}`}>
                {order.exchange.orderNumber}
              </Link>
            </Typography>
          )}
        </Stack>
        <Chip
          label={translate(`orders.status.${order.status}`)}
          color={order.status === 'cancelled' ? 'error' : 'primary'}
          aria-label={`${translate('orders.page.status')}: ${translate(`orders.status.${order.status}`)}`}
        />
        <Chip
          label={translate(`orders.payment_state.${order.paymentState}`)}
          color={order.paymentState === 'paid' ? 'success' : 'warning'}
          variant="outlined"
        />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('orders.page.receipt')}
        </Button>
        <InvoiceButton orderId={order._id} />
        {mayEdit && due > 0 && order.status !== 'cancelled' && (
          <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => setDialog('payment')}>
            {translate('orders.page.take_payment')}
          </Button>
        )}
        {mayReturn && bkashLeft > 0 && (
          <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => setDialog('bkash-refund')}>
            {translate('orders.bkash_refund.open')}
          </Button>
        )}
        {mayReturn && returnable && (
          <Button variant="outlined" startIcon={<AssignmentReturnIcon />} onClick={() => setDialog('return')}>
            {translate('orders.page.return')}
          </Button>
        )}
        {mayReturn && maySell && returnable && (
          <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setDialog('exchange')}>
            {translate('orders.page.exchange')}
          </Button>
        )}
        {mayEdit && nextStatuses.length > 0 && (
          <TextField
            select
            size="small"
            label={translate('orders.page.change_status')}
            value=""
            sx={{ minWidth: 200 }}
            disabled={status.isPending}
            onChange={(e) => {
              const to = e.target.value as OrderStatus;
              if (to === 'cancelled') setCancelling(true);
              else status.mutate(to);
            }}
          >
            {nextStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`orders.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TitledCard title={translate('orders.invoice.title')}>
            <OrderLinesTable order={order} narrow={narrow} />
            <Box sx={{ maxWidth: 360, ml: 'auto', mt: 1 }}>
              <TotalsTable
                figures={{
                  subTotal: toPoisha(order.subTotal),
                  vat: toPoisha(order.vat),
                  shipping: toPoisha(order.shipping),
                  discount: toPoisha(order.discount),
                  rounding: toPoisha(order.rounding ?? 0),
                  total,
                }}
              />
              <BalanceTable balance={balance} />
            </Box>
          </TitledCard>
          <TitledCard title={translate('orders.page.payments')} sx={{ mt: 2 }}>
            <OrderPaymentsTable order={order} narrow={narrow} />
          </TitledCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TitledCard title={translate('orders.page.customer')}>
            <Typography>{customerName(order)}</Typography>
            {order.customerPhone && <Typography variant="body2">{order.customerPhone}</Typography>}
            {/* The phone's risk band before the parcel goes out (issue 22); nothing without fraud:check. */}
            <Box sx={{ my: 1 }}>
              <PhoneRisk phone={order.customerPhone ?? order.address?.phone} />
            </Box>
            {order.customerEmail && <Typography variant="body2">{order.customerEmail}</Typography>}
            <ReceiptEmailStatus order={order} />
            {order.address && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  {translate('orders.page.address')}
                </Typography>
                <Typography variant="body2">
                  {order.address.name} · {order.address.phone}
                  <br />
                  {addressText.line(order.address)}
                </Typography>
              </>
            )}
            {order.couponCode && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                {translate('orders.page.coupon')}: {order.couponCode}
              </Typography>
            )}
            {order.note && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                {translate('orders.page.note')}: {order.note}
              </Typography>
            )}
          </TitledCard>
        </Grid>
      </Grid>
      <Receipt order={order} />
      {dialog === 'bkash-refund' && (
        <BkashRefundDialog
          payments={onlinePayments.data ?? []}
          pending={bkashRefund.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(body) => bkashRefund.mutate(body)}
        />
      )}
      {dialog === 'payment' && <PaymentDialog due={due} pending={payment.isPending} onClose={() => setDialog(null)} onSubmit={(p) => payment.mutate(p)} />}
      {dialog === 'exchange' && (
        <ExchangeDialog order={order} pending={exchange.isPending} onClose={() => setDialog(null)} onSubmit={(body) => exchange.mutate(body)} />
      )}
      {dialog === 'return' && <ReturnDialog order={order} pending={ret.isPending} onClose={() => setDialog(null)} onSubmit={(body) => ret.mutate(body)} />}
      <Confirm
        isOpen={cancelling}
        title={translate('orders.status.cancelled')}
        content={translate('orders.page.cancel_confirm')}
        onClose={() => setCancelling(false)}
        onConfirm={() => {
          setCancelling(false);
          status.mutate('cancelled');
        }}
      />
    </Box>
  );
}
