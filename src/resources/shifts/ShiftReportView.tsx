import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollRegion } from '../../engine/ScrollRegion';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { toPoisha } from '../../../common/money';
import type { CashMovementRecord, ShiftReport } from '../../../common/wire/shifts';
import { useFormatDate, useFormatPoisha } from '../../shop';

interface Props {
  report: ShiftReport;
  /** What may be done with a movement awaiting a manager (approve, reject). */
  movementActions?: (movement: CashMovementRecord) => ReactNode;
  /** What may be done with a difference awaiting a manager. */
  differenceAction?: ReactNode;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * A shift's X report (open: its figures now) or Z report (closed: as frozen
 * at close) on screen, from `GET shifts/{id}/report`: the same answer the
 * printed report is made from, so the two never disagree. Shown at the till
 * and to a manager reviewing the shift.
 */
export function ShiftReportView({ report, movementActions, differenceAction }: Props) {
  const translate = useTranslate();
  const money = useFormatPoisha();
  const dates = useFormatDate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shifts.report.${key}`, options);
  const taka = (amount: number) => money(toPoisha(amount));
  const { shift, figures } = report;
  const byMethod = (title: string, rows: ShiftReport['figures']['sales']) => (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('method')}</TableCell>
            <TableCell align="right">{t('count')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{t('none')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.method}>
              <TableCell>{translate(`pos.methods.${row.method}`)}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {taka(row.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
  const drawer: [string, number | null, boolean?][] = [
    [t('float'), figures.openingFloat],
    [t('cash_tendered'), figures.cashTendered],
    [t('change_given'), -figures.changeGiven],
    [t('cash_refunds'), -figures.cashRefunds],
    [t('cash_in'), figures.cashIn],
    [t('cash_out'), -figures.cashOut],
    [t('expected'), figures.expectedCash, true],
  ];
  if (shift.status === 'closed') {
    drawer.push([t('counted'), shift.countedCash, true], [t('difference'), shift.difference, true]);
  }
  return (
    <Stack spacing={2}>
      {report.kind === 'X' && <Alert severity="info">{t('x_note')}</Alert>}
      {byMethod(t('sales'), figures.sales)}
      {byMethod(t('refunds'), figures.refunds)}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('drawer')}
        </Typography>
        <Table size="small" aria-label={t('drawer')}>
          <TableBody>
            {drawer.map(([label, amount, strong]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={strong ? { fontWeight: 'bold' } : undefined}>
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, ...(strong ? { fontWeight: 'bold' } : {}) }}>
                  {amount === null ? '—' : taka(amount)}
                </TableCell>
              </TableRow>
            ))}
            {(figures.pendingIn > 0 || figures.pendingOut > 0) && (
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('pending')}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  +{taka(figures.pendingIn)} / −{taka(figures.pendingOut)}
                </TableCell>
              </TableRow>
            )}
            {shift.countedByName && (
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('counted_by')}
                </TableCell>
                <TableCell align="right">{shift.countedByName}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {shift.differenceApproval === 'pending' && (
        <Alert severity="warning" action={differenceAction}>
          {t('difference_pending')}
        </Alert>
      )}
      {shift.differenceApproval === 'approved' && (
        <Alert severity="success">{t('approved_by', { name: shift.approvedByName ?? '', note: shift.approvalNote ?? '' })}</Alert>
      )}
      {report.movements.length > 0 && (
        <ScrollRegion label={t('movements')}>
          <Typography variant="subtitle2" component="h3">
            {t('movements')}
          </Typography>
          <Table size="small" aria-label={t('movements')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('kind')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
                <TableCell>{t('reason')}</TableCell>
                <TableCell>{t('by')}</TableCell>
                <TableCell>{t('approval')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.movements.map((m) => (
                <TableRow key={m._id}>
                  <TableCell sx={nowrap}>{dates.time(m.createdAt)}</TableCell>
                  <TableCell>{t(`kinds.${m.kind}`)}</TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {taka(m.amount)}
                  </TableCell>
                  <TableCell>{m.reason}</TableCell>
                  <TableCell>{m.userName}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                      <span>
                        {t(`approvals.${m.approval}`)}
                        {m.approvedByName ? ` · ${m.approvedByName}` : ''}
                      </span>
                      {m.approval === 'pending' && movementActions?.(m)}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
