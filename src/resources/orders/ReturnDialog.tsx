import { Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { sumPoisha } from '../../../common/money';
import type { TenderMethod } from '../../../common/orders';
import type { OrderRecord, ReturnInput } from '../../../common/wire/orders';
import { useFormatPoisha } from '../../shop';
import { usePaymentMethods, useStoreCredit } from '../../pos/usePaymentMethods';
import { MethodSelect, OrderDialogActions, type OrderDialogProps } from './PaymentDialog';
import { ReturnLinesTable, useReturnLines, useTillFacts } from './ReturnLines';

export { RETURN_ERROR_MS } from './ReturnLines';

interface Props extends OrderDialogProps<ReturnInput> {
  order: OrderRecord;
}

/**
 * The return form (spec §2.6, §5): a return quantity per line (ReturnLines),
 * the refund method (store credit too when the order has a customer, with the
 * balance it leaves), a note.
 */
export function ReturnDialog({ order, pending, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const chooser = useReturnLines(order);
  const money = useFormatPoisha();
  // The shop's methods, and the one the sale was paid by even if the shop no longer offers it; store credit for a customer's order (issue 36).
  const offered = usePaymentMethods();
  const methods: TenderMethod[] = (offered as readonly TenderMethod[]).includes(order.paymentMethod) ? [...offered] : [order.paymentMethod, ...offered];
  if (order.customerId && !methods.includes('store_credit')) methods.push('store_credit');
  const [method, setMethod] = useState<TenderMethod>(order.paymentMethod);
  const [note, setNote] = useState('');
  const { location, atTill } = useTillFacts();
  const credit = useStoreCredit(method === 'store_credit' ? order.customerId : null);
  const { lines, refund } = chooser;

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="return-title" fullWidth maxWidth="md">
      <DialogTitle id="return-title">{translate('orders.return.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <ReturnLinesTable order={order} chooser={chooser} />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <MethodSelect<TenderMethod> label={translate('orders.return.method')} methods={methods} value={method} onChange={setMethod} sx={{ minWidth: 160 }} />
          <TextField size="small" fullWidth label={translate('orders.return.note')} value={note} onChange={(e) => setNote(e.target.value)} />
        </Stack>
        {location && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="return-location">
            {translate('orders.return.taken_at', { location: location.name })}
          </Typography>
        )}
        {method === 'store_credit' && credit !== null && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="credit-after">
            {translate('orders.return.credit_after', { amount: money(sumPoisha([credit, refund])) })}
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
        onSave={() => onSubmit({ lines, refundMethod: method, ...(note.trim() ? { note: note.trim() } : {}), ...atTill })}
      />
    </Dialog>
  );
}
