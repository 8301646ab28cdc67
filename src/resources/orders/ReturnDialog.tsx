import { Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toPoisha } from '../../../common/money';
import type { TenderMethod } from '../../../common/orders';
import type { OrderRecord, ReturnInput } from '../../../common/wire/orders';
import { returnRefund } from '../../../common/returns';
import { useFormatPoisha } from '../../shop';
import { usePaymentMethods } from '../../pos/usePaymentMethods';
import { useTillLocation } from '../../pos/useTillLocation';
import { useTillShift } from '../../pos/shift/useTillShift';
import { itemName, LinesHead } from '../shared/screenParts';
import { MethodSelect, OrderDialogActions, type OrderDialogProps } from './PaymentDialog';

/** Spec §9: the return-quantity error shows for 3 seconds (other toasts 9). */
export const RETURN_ERROR_MS = 3000;

interface Props extends OrderDialogProps<ReturnInput> {
  order: OrderRecord;
}

/**
 * The return form (spec §2.6, §5): a return quantity per line. More than sold
 * less already returned shows the error toast and puts that quantity back to 0
 * (the server refuses it too).
 */
export function ReturnDialog({ order, pending, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [qty, setQty] = useState<Record<string, string>>({});
  const money = useFormatPoisha();
  // The shop's methods, and the one the sale was paid by even if the shop no longer offers it.
  const offered = usePaymentMethods();
  const methods: TenderMethod[] = (offered as readonly TenderMethod[]).includes(order.paymentMethod) ? [...offered] : [order.paymentMethod, ...offered];
  const [method, setMethod] = useState<TenderMethod>(order.paymentMethod);
  const [note, setNote] = useState('');
  // Taken at this browser's till (a manager's chosen one, else the user's own): the units go back there and the refund is its money (issue 34).
  const till = useTillLocation();
  // A refund paid at this browser's till comes out of its open shift there (issue 36), so the drawer's count includes it.
  const { shift } = useTillShift();
  const fromShift = shift && till.location && shift.location === till.location._id ? { shift: shift._id } : {};

  const change = (lineId: string, left: number, text: string) => {
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n) && n > left) {
      notify('orders.return.too_many', { type: 'error', autoHideDuration: RETURN_ERROR_MS });
      setQty((q) => ({ ...q, [lineId]: '0' }));
      return;
    }
    setQty((q) => ({ ...q, [lineId]: text }));
  };

  const lines = order.items.map((item) => ({ line: item._id, qty: Number(qty[item._id] ?? 0) })).filter((l) => Number.isInteger(l.qty) && l.qty > 0);
  // What the server will refund, by the same rule (common/returns.ts), before the cashier confirms (issue 19).
  const refund = returnRefund(
    { subTotal: toPoisha(order.subTotal), discount: toPoisha(order.discount), paid: toPoisha(order.paid) },
    lines.map((l) => {
      const item = order.items.find((i) => i._id === l.line)!;
      return { line: { totalPrice: toPoisha(item.totalPrice), vat: toPoisha(item.vat), qty: item.qty, returnedQty: item.returnedQty }, qty: l.qty };
    }),
  );

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="return-title" fullWidth maxWidth="md">
      <DialogTitle id="return-title">{translate('orders.return.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <LinesHead
            item={translate('orders.page.item')}
            between={[translate('orders.return.sold'), translate('orders.return.already')]}
            last={translate('orders.page.returned')}
          />
          <TableBody>
            {order.items.map((item) => {
              const name = itemName(item.name, item.variantName);
              const left = item.qty - item.returnedQty;
              return (
                <TableRow key={item._id}>
                  <TableCell>{name}</TableCell>
                  <TableCell align="right">{item.qty}</TableCell>
                  <TableCell align="right">{item.returnedQty}</TableCell>
                  <TableCell align="right">
                    <TextField
                      size="small"
                      value={qty[item._id] ?? '0'}
                      disabled={left === 0}
                      onChange={(e) => change(item._id, left, e.target.value)}
                      slotProps={{
                        htmlInput: { inputMode: 'numeric', 'aria-label': translate('orders.return.qty', { name }), style: { width: 56, textAlign: 'right' } },
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <MethodSelect label={translate('orders.return.method')} methods={methods} value={method} onChange={setMethod} sx={{ minWidth: 160 }} />
          <TextField size="small" fullWidth label={translate('orders.return.note')} value={note} onChange={(e) => setNote(e.target.value)} />
        </Stack>
        {till.location && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="return-location">
            {translate('orders.return.taken_at', { location: till.location.name })}
          </Typography>
        )}
        <Typography variant="h6" component="p" sx={{ mt: 2, textAlign: 'right' }} role="status" data-testid="refund-amount">
          {translate('orders.return.refund_amount', { amount: money(refund) })}
        </Typography>
      </DialogContent>
      <OrderDialogActions
        pending={pending}
        onClose={onClose}
        ready={lines.length > 0}
        save={translate('orders.return.save')}
        onSave={() =>
          onSubmit({
            lines,
            refundMethod: method,
            ...(note.trim() ? { note: note.trim() } : {}),
            ...(till.location ? { location: till.location._id } : {}),
            ...fromShift,
          })
        }
      />
    </Dialog>
  );
}
