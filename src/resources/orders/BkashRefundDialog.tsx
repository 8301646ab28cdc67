import { Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { minusPoisha, parseTaka, sumPoisha, toPoisha, toTaka, type Poisha } from '../../../common/money';
import type { RouteAnswer } from '../../../common/wire/clientRoutes';
import { useFormatPoisha } from '../../shop/useFormatMoney';
import { OrderDialogActions, type OrderDialogProps } from './PaymentDialog';

type OnlinePayment = RouteAnswer<'GET /orders/{id}/online-payments'>[number];

/** What is left to give back of the order's completed bKash payments. */
export function bkashRefundable(rows: readonly OnlinePayment[]): Poisha {
  return sumPoisha(rows.filter((r) => r.status === 'completed').map((r) => minusPoisha(toPoisha(r.amount), toPoisha(r.refunded))));
}

interface Props extends OrderDialogProps<{ amount: number; reason: string }> {
  payments: readonly OnlinePayment[];
}

/**
 * "Refund by bKash" (issue 38): the order's bKash payments with their transaction ids and what went back,
 * and an amount (at most what is left) with a reason; the server gives it back through bKash's refund API.
 */
export function BkashRefundDialog({ payments, pending, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  const left = bkashRefundable(payments);
  const [amount, setAmount] = useState(String(toTaka(left)));
  const [reason, setReason] = useState('');
  const poisha = parseTaka(amount);
  const valid = poisha !== null && poisha > 0 && poisha <= left && reason.trim().length > 0;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="bkash-refund-title" fullWidth maxWidth="sm">
      <DialogTitle id="bkash-refund-title">{translate('orders.bkash_refund.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={translate('orders.bkash_refund.payments')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('orders.bkash_refund.trx')}</TableCell>
              <TableCell>{translate('orders.bkash_refund.status')}</TableCell>
              <TableCell align="right">{translate('orders.bkash_refund.amount')}</TableCell>
              <TableCell align="right">{translate('orders.bkash_refund.refunded')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p._id}>
                <TableCell>{p.trxId ?? '—'}</TableCell>
                <TableCell>{translate(`orders.bkash_refund.state.${p.status}`)}</TableCell>
                <TableCell align="right">{money(toPoisha(p.amount))}</TableCell>
                <TableCell align="right">{money(toPoisha(p.refunded))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack spacing={2} sx={{ pt: 2 }}>
          <Typography variant="body2">{translate('orders.bkash_refund.left', { amount: money(left) })}</Typography>
          <TextField
            size="small"
            label={translate('orders.bkash_refund.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={poisha === null || poisha <= 0 || poisha > left}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={translate('orders.bkash_refund.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </Stack>
      </DialogContent>
      <OrderDialogActions
        pending={pending}
        onClose={onClose}
        ready={valid}
        save={translate('orders.bkash_refund.save')}
        onSave={() => poisha !== null && onSubmit({ amount: toTaka(poisha), reason: reason.trim() })}
      />
    </Dialog>
  );
}
