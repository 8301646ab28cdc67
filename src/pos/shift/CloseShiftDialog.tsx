import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DenominationCounts } from '../../../common/shifts';
import type { ShiftRecord } from '../../../common/wire/shifts';
import type { ApiDataProvider } from '../../dataProvider/types';
import { ActionDialog } from '../../engine/ActionDialog';
import { isNetworkError, useOffline } from '../offline/offlineStore';
import { tillDb } from '../offline/posDb';
import { waitingOfShift } from '../offline/queue';
import { DenominationCount } from './DenominationCount';
import { keepUnsentClose } from './unsentClose';
import { useShiftCall } from './useShiftCall';

interface Props {
  shift: ShiftRecord;
  onClosed(shift: ShiftRecord): void;
  /** Closed on the till, to be sent when the connection returns (unsentClose.ts). */
  onKept(): void;
  onClose(): void;
}

/** The receipt numbers of this shift's sales made offline and still waiting on this till. */
async function waitingOf(shiftId: string): Promise<string[]> {
  const opening = tillDb();
  return opening ? waitingOfShift(await opening, shiftId) : [];
}

/**
 * Closes the shift with the drawer counted by note and coin: a blind count
 * (the expected cash is shown in the Z report after, so the count is of the
 * drawer, not of a figure). Online, the till names its offline sales of the
 * shift still waiting, and the server refuses the close while there are any.
 * Offline (or when the close got no answer), the count is kept on the till
 * and sent after those sales: the Z report's figures are the server's, so it
 * is printed once the close is sent.
 */
export function CloseShiftDialog({ shift, onClosed, onKept, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const online = useOffline((s) => s.online);
  const [counted, setCounted] = useState<DenominationCounts>({});
  const { busy, error, setError, run } = useShiftCall();
  const keep = () => {
    keepUnsentClose({ shift: shift._id, number: shift.number, counted, countedAt: new Date().toISOString() });
    notify('shifts.till.close_kept', { type: 'info', messageArgs: { number: shift.number } });
    onKept();
  };
  const close = () =>
    run(async () => {
      if (!online) return keep();
      const offlineWaiting = await waitingOf(shift._id);
      if (offlineWaiting.length > 0) {
        setError(translate('shifts.till.close_waiting', { numbers: offlineWaiting.join(', ') }));
        return;
      }
      let closed: ShiftRecord;
      try {
        closed = await dp.request('POST /shifts/{id}/close', { params: { id: shift._id }, body: { counted, offlineWaiting } });
      } catch (e) {
        // No answer: it may have closed or not; the same count sent again later is answered either way.
        if (isNetworkError(e)) return keep();
        throw e;
      }
      notify('shifts.till.closed', { type: 'success', messageArgs: { number: closed.number } });
      onClosed(closed);
    });
  return (
    <ActionDialog
      title={translate('shifts.till.close_title', { number: shift.number })}
      onClose={onClose}
      busy={busy}
      maxWidth="sm"
      confirm={{ label: translate('shifts.till.close'), onClick: () => void close() }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{translate('shifts.till.close_hint')}</Typography>
        {!online && <Alert severity="info">{translate('shifts.till.close_offline')}</Alert>}
        <DenominationCount value={counted} onChange={setCounted} />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ActionDialog>
  );
}
