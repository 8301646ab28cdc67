import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseTaka, toTaka, toTakaString, type Poisha } from '../../../common/money';
import type { PaymentMethod, TenderMethod } from '../../../common/orders';
import type { PaymentInput } from '../../../common/wire/orders';
import { usePaymentMethods } from '../../pos/usePaymentMethods';

/** A form of the order page that sends one request: closed by the page, waiting while the request is under way. */
export interface OrderDialogProps<Body> {
  pending: boolean;
  onClose(): void;
  onSubmit(body: Body): void;
}

interface Props extends OrderDialogProps<PaymentInput> {
  /** What is due, poisha. */
  due: Poisha;
}

/** Cancel, and the form's contained save button, which waits for `ready`; both wait while the request is under way. */
export function OrderDialogActions({
  pending,
  onClose,
  ready,
  save,
  onSave,
}: {
  pending: boolean;
  onClose(): void;
  ready: boolean;
  save: string;
  onSave(): void;
}) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={pending}>
        {translate('ra.action.cancel')}
      </Button>
      <Button variant="contained" disabled={!ready || pending} onClick={onSave}>
        {save}
      </Button>
    </DialogActions>
  );
}

/** A choice of payment method, each named in the chosen language (or as `labelOf` names it: a balance, the sale's own method). */
export function MethodSelect<M extends string = TenderMethod>({
  label,
  methods,
  value,
  onChange,
  sx,
  labelOf,
}: {
  label: string;
  methods: readonly M[];
  value: M;
  onChange(method: M): void;
  sx?: SxProps<Theme>;
  labelOf?(method: M): string;
}) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value as M)} sx={sx}>
      {methods.map((m) => (
        <MenuItem key={m} value={m}>
          {labelOf ? labelOf(m) : translate(`pos.methods.${m}`)}
        </MenuItem>
      ))}
    </TextField>
  );
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
          <MethodSelect<PaymentMethod> label={translate('pos.details.method')} methods={methods} value={method} onChange={setMethod} />
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
      <OrderDialogActions
        pending={pending}
        onClose={onClose}
        ready={valid}
        save={translate('orders.payment.save')}
        onSave={() => poisha !== null && onSubmit({ method, amount: toTaka(poisha), ...(reference.trim() ? { reference: reference.trim() } : {}) })}
      />
    </Dialog>
  );
}
