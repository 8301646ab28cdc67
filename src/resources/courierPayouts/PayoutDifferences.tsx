import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PAYOUT_DIFFERENCE_KINDS, type PayoutDifference } from '../../../common/payoutDifferences';
import { useFormatMoney } from '../../shop/useFormatMoney';

const isDifference = (v: unknown): v is PayoutDifference =>
  typeof v === 'object' && v !== null && (PAYOUT_DIFFERENCE_KINDS as readonly string[]).includes((v as { kind?: unknown }).kind as string);

/** The differences as the server sends them (their JSON text: the engine's read-only fields are text); null when unreadable. */
export function differencesOf(value: unknown): PayoutDifference[] | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(parsed) && parsed.every(isDifference) ? parsed : null;
}

/**
 * A payout's differences for staff (issue 37): each parcel paid short, charged twice, missing, not ours, not
 * delivered or charged another fee, with what the shop expected beside what the courier's payout says. The
 * kinds' meaning is common/payoutDifferences.ts.
 */
export function PayoutDifferences({ value }: { value: unknown }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const titleId = useId();
  const rows = differencesOf(value);
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('settlements.differences.title')}
      </Typography>
      {rows === null && <Alert severity="warning">{translate('settlements.differences.unreadable')}</Alert>}
      {rows?.length === 0 && <Alert severity="success">{translate('settlements.differences.none')}</Alert>}
      {rows && rows.length > 0 && (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('settlements.differences.kind')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('settlements.differences.order')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('settlements.differences.consignment')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {translate('settlements.differences.expected')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {translate('settlements.differences.actual')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d, i) => (
              <TableRow key={`${d.kind}-${d.consignmentId}-${i}`} data-testid={`difference-${d.kind}`}>
                <TableCell>{translate(`settlements.differences.kinds.${d.kind}`)}</TableCell>
                <TableCell>{d.orderNumber ?? '—'}</TableCell>
                <TableCell>{d.consignmentId}</TableCell>
                <TableCell align="right">{d.expected === null ? '—' : money(d.expected)}</TableCell>
                <TableCell align="right">{d.actual === null ? '—' : money(d.actual)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
