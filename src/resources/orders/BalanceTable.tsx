import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Poisha } from '../../../common/money';
import type { OrderBalance } from '../../../common/orderBalance';
import { useFormatPoisha } from '../../shop';

/**
 * Below an order's totals: what was paid, refunded and kept, and what is
 * still due (common/orderBalance.ts, issue 36). After a return the figures
 * add up: Paid − Refunded = Net paid, Payable after returns − Net paid = Due.
 */
export function BalanceTable({ balance }: { balance: OrderBalance }) {
  const translate = useTranslate();
  const moneyOf = useFormatPoisha();
  const returned = balance.refunded > 0;
  const rows: [key: string, amount: Poisha, testId: string][] = [
    ['orders.page.paid', balance.taken, 'order-paid'],
    ...(returned
      ? ([
          ['orders.page.refunded', balance.refunded, 'order-refunded'],
          ['orders.page.net_paid', balance.netPaid, 'order-net-paid'],
          ['orders.page.payable_after_returns', balance.payable, 'order-payable'],
        ] as [string, Poisha, string][])
      : []),
    ['orders.page.due', balance.due, 'order-due'],
  ];
  return (
    <Table size="small" aria-label={translate('orders.page.balance')}>
      <TableBody>
        {rows.map(([key, amount, testId]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ border: 0 }}>
              {translate(key)}
            </TableCell>
            <TableCell align="right" sx={{ border: 0 }} data-testid={testId}>
              {moneyOf(amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
