import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { minusPoisha, toPoisha, ZERO } from '../../../common/money';
import type { ExchangeMade } from '../../../common/wire/exchanges';
import { Receipt } from '../../resources/orders/Receipt';
import { useFormatPoisha } from '../../shop';

/**
 * What the till shows once an exchange is made (issue 36): the exchange's and
 * the new order's numbers, the money that changed hands, and the new order's
 * receipt to print, as the order page prints a sale's. While this is open the
 * receipt is on the page, so Print prints the receipt alone.
 */
export function ExchangeDoneDialog({ made, onClose }: { made: ExchangeMade; onClose(): void }) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  const { exchange, newOrder } = made;
  // N − R: the customer paid it (over 0) or the shop paid it back (under 0).
  const balance = toPoisha(exchange.balance);
  const change = toPoisha(exchange.settlement.change);
  const row = (label: string, value: string, testId?: string) => (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right" data-testid={testId} sx={{ fontWeight: 700 }}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="exchange-done-title" maxWidth="xs" fullWidth>
      <DialogTitle id="exchange-done-title">{translate('pos.exchange.done_title', { number: exchange.number })}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={translate('pos.exchange.done_title', { number: exchange.number })}>
          <TableBody>
            {row(translate('pos.exchange.new_order'), newOrder.number, 'exchange-new-number')}
            {balance < 0
              ? row(translate('pos.exchange.shop_paid'), money(minusPoisha(ZERO, balance)), 'exchange-settled')
              : row(translate('pos.exchange.customer_paid'), money(balance), 'exchange-settled')}
            {change > 0 && row(translate('pos.exchange.change'), money(change), 'exchange-done-change')}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/orders/${newOrder._id}`}>
          {translate('pos.exchange.open_order')}
        </Button>
        <Button onClick={() => window.print()}>{translate('pos.exchange.print')}</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('pos.exchange.next_sale')}
        </Button>
      </DialogActions>
      <Receipt order={newOrder} />
    </Dialog>
  );
}
