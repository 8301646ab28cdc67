import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseTaka, toTaka, toTakaString, type Poisha } from '../../../common/money';
import type { PaymentMethod } from '../../../common/orders';
import type { PaymentInput } from '../../../common/wire/orders';
import { usePaymentMethods } from '../../pos/usePaymentMethods';

interface Props {
  /** What is due, poisha. */
  due: Poisha;
  pending: boolean;
  onClose(): void;
  onSubmit(payment: PaymentInput): void;
}

/** Take a payment for what is due (at most the due amount). */
export function PaymentDialog({ due, pending, onClose, onSubmit }: Props) {
  const translate = useTranslate();
  const methods = usePaymentMethods();
  const [method, setMethod] = useState<PaymentMethod>(methods[0]);
  const [amount, setAmount] = useState(toTakaString(due));
  const [reference, setReference] = useState('');
  const poisha = parseTaka(amount);
  const valid = poisha !== null && poisha > 0 && poisha <= due;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="payment-title" fullWidth maxWidth="xs">
      <DialogTitle id="payment-title">{translate('orders.payment.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select size="small" label={translate('pos.details.method')} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
            {methods.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`pos.methods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('pos.details.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={!valid}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {method !== 'cash' && (
            <TextField size="small" label={translate('pos.details.reference')} value={reference} onChange={(e) => setReference(e.target.value)} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!valid || pending}
          onClick={() => poisha !== null && onSubmit({ method, amount: toTaka(poisha), ...(reference.trim() ? { reference: reference.trim() } : {}) })}
        >
          {translate('orders.payment.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
