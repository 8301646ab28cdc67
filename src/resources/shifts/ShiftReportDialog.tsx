import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { toPoisha } from '../../../common/money';
import type { CashMovementRecord } from '../../../common/wire/shifts';
import type { ApiDataProvider } from '../../dataProvider/types';
import { ActionDialog } from '../../engine/ActionDialog';
import { useNotifyError } from '../../engine/list/useNotifyError';
import { useFormatPoisha } from '../../shop';
import { ManagerApprovalDialog } from './ManagerApprovalDialog';
import { ShiftReportView } from './ShiftReportView';

interface Props {
  shiftId: string;
  onClose(): void;
  /**
   * Who approves what waits for a manager: `self` (a manager on their own
   * screen, with their own session), or `manager-here` (at the cashier's
   * till: a manager signs in for the one approval).
   */
  approver: 'self' | 'manager-here';
}

type Asked = { kind: 'movement'; movement: CashMovementRecord } | { kind: 'difference' };

export const shiftReportKey = (id: string) => ['shifts', 'report', id];

/**
 * A shift's X or Z report in a dialog, with its print (the 80 mm PDF, in the
 * screen's language) and the approvals it waits for: a cash movement above
 * its doer's limit, a difference at close above the shop's.
 */
export function ShiftReportDialog({ shiftId, onClose, approver }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dp = useDataProvider<ApiDataProvider>();
  const client = useQueryClient();
  const money = useFormatPoisha();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: report, error } = useQuery({
    queryKey: shiftReportKey(shiftId),
    queryFn: () => dp.request('GET /shifts/{id}/report', { params: { id: shiftId } }),
  });
  const reload = () => client.invalidateQueries({ queryKey: shiftReportKey(shiftId) });

  const decideMovement = (token: string | null, movement: CashMovementRecord, approve: boolean) => {
    const args = { params: { id: movement._id }, body: { approve } };
    return token ? dp.requestAs(token, 'POST /shifts/cash/{id}/decision', args) : dp.request('POST /shifts/cash/{id}/decision', args);
  };
  const approveDifference = (token: string | null, text: string) => {
    const args = { params: { id: shiftId }, body: { note: text } };
    return token ? dp.requestAs(token, 'POST /shifts/{id}/approve', args) : dp.request('POST /shifts/{id}/approve', args);
  };
  const done = (approved: boolean) => {
    notify(approved ? 'shifts.approve.done' : 'shifts.approve.rejected', { type: 'success' });
    setAsked(null);
    setNote('');
    void reload();
  };
  const selfDecide = async (work: () => Promise<unknown>, approved: boolean) => {
    setBusy(true);
    try {
      await work();
      done(approved);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const movementLabel = (m: CashMovementRecord, key: 'approve_movement' | 'reject_movement') =>
    translate(`shifts.approve.${key}`, { kind: translate(`shifts.report.kinds.${m.kind}`), amount: money(toPoisha(m.amount)) });
  const movementActions = (m: CashMovementRecord) =>
    approver === 'self' ? (
      <>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => void selfDecide(() => decideMovement(null, m, true), true)}
          aria-label={movementLabel(m, 'approve_movement')}
        >
          {translate('shifts.approve.approve')}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() => void selfDecide(() => decideMovement(null, m, false), false)}
          aria-label={movementLabel(m, 'reject_movement')}
        >
          {translate('shifts.approve.reject')}
        </Button>
      </>
    ) : (
      <Button size="small" variant="outlined" onClick={() => setAsked({ kind: 'movement', movement: m })}>
        {translate('shifts.approve.here')}
      </Button>
    );
  const differenceAction = (
    <Button color="inherit" size="small" onClick={() => setAsked({ kind: 'difference' })}>
      {translate(approver === 'self' ? 'shifts.approve.approve_difference' : 'shifts.approve.here')}
    </Button>
  );

  const print = () =>
    void dp
      .download('GET /shifts/{id}/report/pdf', `${report?.shift.number ?? 'shift'}.pdf`, {
        params: { id: shiftId },
        query: { language: locale === 'bn' ? 'bn' : 'en' },
      })
      .catch(notifyError);

  const title = report
    ? translate(report.kind === 'Z' ? 'shifts.report.z' : 'shifts.report.x', { number: report.shift.number })
    : translate('shifts.till.x_report');
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {!report && !error && <LinearProgress aria-label={title} />}
          {error && <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>}
          {report && <ShiftReportView report={report} movementActions={movementActions} differenceAction={differenceAction} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={print} disabled={!report}>
            {translate('shifts.report.print')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {asked && approver === 'manager-here' && (
        <ManagerApprovalDialog
          subject={asked.kind === 'movement' ? movementLabel(asked.movement, 'approve_movement') : translate('shifts.approve.approve_difference')}
          withNote={asked.kind === 'difference'}
          mayReject={asked.kind === 'movement'}
          decide={(token, approve, text) => (asked.kind === 'movement' ? decideMovement(token, asked.movement, approve) : approveDifference(token, text))}
          onDone={done}
          onClose={() => setAsked(null)}
        />
      )}
      {asked?.kind === 'difference' && approver === 'self' && (
        <ActionDialog
          title={translate('shifts.approve.approve_difference')}
          onClose={() => setAsked(null)}
          busy={busy}
          confirm={{
            label: translate('shifts.approve.approve'),
            disabled: note.trim() === '',
            onClick: () => void selfDecide(() => approveDifference(null, note.trim()), true),
          }}
        >
          <Stack sx={{ pt: 1 }}>
            <TextField
              label={translate('shifts.approve.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              required
              size="small"
            />
          </Stack>
        </ActionDialog>
      )}
    </>
  );
}
