import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRecord } from '../../../common/wire/orders';
import { useFormatDate, useFormatMoney } from '../../shop';
import { AmountCell } from '../shared/screenParts';

/** An order's payments and refunds: when, how, its reference, who took it and the amount; on a phone, the method and the amount with the rest under it. */
export function OrderPaymentsTable({ order, narrow }: { order: OrderRecord; narrow: boolean }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const { dateTime } = useFormatDate();
  return (
    <>
      {order.payments.length === 0 ? (
        <Typography>{translate('orders.page.no_payments')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('orders.page.payments')}>
          <TableHead>
            <TableRow>
              {!narrow && <TableCell>{translate('orders.page.time')}</TableCell>}
              <TableCell>{translate('orders.page.method')}</TableCell>
              {!narrow && <TableCell>{translate('orders.page.reference')}</TableCell>}
              {!narrow && <TableCell>{translate('orders.page.cashier')}</TableCell>}
              <TableCell align="right">{translate('orders.page.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.payments.map((p) => (
              <TableRow key={p._id}>
                {!narrow && <TableCell>{dateTime(p.createdAt)}</TableCell>}
                <TableCell>
                  {translate(`pos.methods.${p.method}`)}
                  {p.kind === 'refund' ? ` · ${translate('orders.page.refund')}` : ''}
                  {narrow && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[dateTime(p.createdAt), p.reference, p.cashierName].filter(Boolean).join(' · ')}
                    </Typography>
                  )}
                </TableCell>
                {!narrow && <TableCell>{p.reference}</TableCell>}
                {!narrow && <TableCell>{p.cashierName}</TableCell>}
                <AmountCell>{money(p.amount)}</AmountCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
