import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PAYMENT_METHODS, type PaymentMethod, type ReturnInput } from '../../../common/orders';
import type { OrderRecord } from './types';

/** Spec §9: the return-quantity error shows for 3 seconds (other toasts 9). */
export const RETURN_ERROR_MS = 3000;

interface Props {
  order: OrderRecord;
  pending: boolean;
  onClose(): void;
  onSubmit(body: ReturnInput): void;
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
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [note, setNote] = useState('');

  const change = (lineId: string, left: number, text: string) => {
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n) && n > left) {
      notify('orders.return.too_many', { type: 'error', autoHideDuration: RETURN_ERROR_MS });
      setQty((q) => ({ ...q, [lineId]: '0' }));
      return;
    }
    setQty((q) => ({ ...q, [lineId]: text }));
  };

  const lines = order.items
    .map((item) => ({ line: item._id, qty: Number(qty[item._id] ?? 0) }))
    .filter((l) => Number.isInteger(l.qty) && l.qty > 0);

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="return-title" fullWidth maxWidth="md">
      <DialogTitle id="return-title">{translate('orders.return.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('orders.page.item')}</TableCell>
              <TableCell align="right">{translate('orders.return.sold')}</TableCell>
              <TableCell align="right">{translate('orders.return.already')}</TableCell>
              <TableCell align="right">{translate('orders.page.returned')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => {
              const name = item.variantName ? `${item.name} (${item.variantName})` : item.name;
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
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('orders.return.qty', { name }), style: { width: 56, textAlign: 'right' } } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <TextField select size="small" label={translate('orders.return.method')} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} sx={{ minWidth: 160 }}>
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`pos.methods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" fullWidth label={translate('orders.return.note')} value={note} onChange={(e) => setNote(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" disabled={pending || lines.length === 0} onClick={() => onSubmit({ lines, refundMethod: method, ...(note.trim() ? { note: note.trim() } : {}) })}>
          {translate('orders.return.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
