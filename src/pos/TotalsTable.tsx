import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Poisha } from '../../common/money';
import { useFormatMoney } from '../app';

export interface Figures {
  subTotal: Poisha;
  vat: Poisha;
  shipping: Poisha;
  discount: Poisha;
  total: Poisha;
}

/** Sub Total, VAT (+), Shipping (+), Discount (-), Net Payable (spec §2.5), from poisha. */
export function TotalsTable({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const rows: [string, Poisha][] = [
    ['pos.totals.subtotal', figures.subTotal],
    ['pos.totals.vat', figures.vat],
    ['pos.totals.shipping', figures.shipping],
    ['pos.totals.discount', figures.discount],
  ];
  return (
    <Table size="small" aria-label={translate('pos.totals.net')}>
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ border: 0, py: 0.25 }}>
              {translate(key)}
            </TableCell>
            <TableCell align="right" sx={{ border: 0, py: 0.25 }}>
              {money(value / 100)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {translate('pos.totals.net')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="net-payable">
            {money(figures.total / 100)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
