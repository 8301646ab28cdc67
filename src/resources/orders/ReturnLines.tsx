import { Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toPoisha, type Poisha } from '../../../common/money';
import type { OrderRecord } from '../../../common/wire/orders';
import { returnRefund } from '../../../common/returns';
import { useTillLocation } from '../../pos/useTillLocation';
import { useTillShift } from '../../pos/shift/useTillShift';
import { itemName, LinesHead } from '../shared/screenParts';

/** Spec §9: the return-quantity error shows for 3 seconds (other toasts 9). */
export const RETURN_ERROR_MS = 3000;

export interface ReturnLine {
  line: string;
  qty: number;
}

/**
 * The quantities given back of an order's lines, as a return and an exchange
 * both take them: more than sold less already returned shows the error toast
 * and puts that quantity back to 0 (the server refuses it too). `refund` is
 * what the server will pay back for them, by the same rule (common/returns.ts).
 */
export function useReturnLines(order: OrderRecord) {
  const notify = useNotify();
  const [qty, setQty] = useState<Record<string, string>>({});
  const change = (lineId: string, left: number, text: string) => {
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n) && n > left) {
      notify('orders.return.too_many', { type: 'error', autoHideDuration: RETURN_ERROR_MS });
      setQty((q) => ({ ...q, [lineId]: '0' }));
      return;
    }
    setQty((q) => ({ ...q, [lineId]: text }));
  };
  const lines: ReturnLine[] = order.items
    .map((item) => ({ line: item._id, qty: Number(qty[item._id] ?? 0) }))
    .filter((l) => Number.isInteger(l.qty) && l.qty > 0);
  const refund: Poisha = returnRefund(
    { subTotal: toPoisha(order.subTotal), discount: toPoisha(order.discount), paid: toPoisha(order.paid) },
    lines.map((l) => {
      const item = order.items.find((i) => i._id === l.line)!;
      return { line: { totalPrice: toPoisha(item.totalPrice), vat: toPoisha(item.vat), qty: item.qty, returnedQty: item.returnedQty }, qty: l.qty };
    }),
  );
  return { qty, change, lines, refund };
}

/** The table of an order's lines with a quantity to give back of each (useReturnLines' state). */
export function ReturnLinesTable({ order, chooser }: { order: OrderRecord; chooser: ReturnType<typeof useReturnLines> }) {
  const translate = useTranslate();
  return (
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
                  value={chooser.qty[item._id] ?? '0'}
                  disabled={left === 0}
                  onChange={(e) => chooser.change(item._id, left, e.target.value)}
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
  );
}

/**
 * Where a return or an exchange is taken: this browser's till (a manager's
 * chosen one, else the user's own; issue 34), and its open shift there, whose
 * drawer the money goes in or out of (issue 36).
 */
export function useTillFacts() {
  const till = useTillLocation();
  const { shift } = useTillShift();
  const atTill = {
    ...(till.location ? { location: till.location._id } : {}),
    ...(shift && till.location && shift.location === till.location._id ? { shift: shift._id } : {}),
  };
  return { location: till.location, atTill };
}
