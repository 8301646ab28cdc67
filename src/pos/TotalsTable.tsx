import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChargedFigures } from '../../common/tender';
import type { Poisha } from '../../common/money';
import { useFormatPoisha } from '../shop';

interface Props {
  /** A sale's charged figures; cash rounding is a row of its own when not zero. */
  figures: ChargedFigures;
  /** The figures answer an older cart: shown faded and marked busy until the new answer. */
  busy?: boolean;
  /** All the rows; the figures before Net Payable alone; or Net Payable alone (the cart keeps it in view, issue 36). */
  part?: 'all' | 'breakdown' | 'net';
}

/** Sub Total, VAT (+), Shipping (+), Discount (-), Rounding, Net Payable (spec §2.5), from poisha. */
export function TotalsTable({ figures, busy = false, part = 'all' }: Props) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  const rows: [string, Poisha, string][] = [
    ['pos.totals.subtotal', figures.subTotal, 'subtotal'],
    ['pos.totals.vat', figures.vat, 'vat'],
    ['pos.totals.shipping', figures.shipping, 'shipping'],
    ['pos.totals.discount', figures.discount, 'discount'],
    ...(figures.rounding ? ([['pos.totals.rounding', figures.rounding, 'rounding']] as [string, Poisha, string][]) : []),
  ];
  return (
    <Table
      size="small"
      aria-label={translate(part === 'breakdown' ? 'pos.totals.breakdown' : 'pos.totals.net')}
      aria-busy={busy}
      sx={{ opacity: busy ? 0.5 : 1, transition: 'opacity 150ms' }}
    >
      <TableBody>
        {(part === 'net' ? [] : rows).map(([key, value, id]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ border: 0, py: 0.125 }}>
              {translate(key)}
            </TableCell>
            <TableCell align="right" sx={{ border: 0, py: 0.125 }} data-testid={`totals-${id}`}>
              {money(value)}
            </TableCell>
          </TableRow>
        ))}
        {part !== 'breakdown' && (
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: '1.1rem', py: 0.5 }}>
              {translate('pos.totals.net')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem', py: 0.5 }} data-testid="net-payable">
              {money(figures.total)}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
