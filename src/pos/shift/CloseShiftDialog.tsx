import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DenominationCounts } from '../../../common/shifts';
import type { ShiftRecord } from '../../../common/wire/shifts';
import type { ApiDataProvider } from '../../dataProvider/types';
import { ActionDialog } from '../../engine/ActionDialog';
import { useOffline } from '../offline/offlineStore';
import { tillDb } from '../offline/posDb';
import { salesIn } from '../offline/queue';
import { DenominationCount } from './DenominationCount';
import { useShiftCall } from './useShiftCall';

interface Props {
  shift: ShiftRecord;
  onClosed(shift: ShiftRecord): void;
  onClose(): void;
}

/** The receipt numbers of this shift's sales made offline and still waiting on this till. */
async function waitingOf(shiftId: string): Promise<string[]> {
  const opening = tillDb();
  if (!opening) return [];
  const waiting = await salesIn(await opening, 'waiting');
  return waiting.filter((sale) => sale.order.shift === shiftId).map((sale) => sale.number);
}

/**
 * Closes the shift with the drawer counted by note and coin: a blind count
 * (the expected cash is shown in the Z report after, so the count is of the
 * drawer, not of a figure). The till names its offline sales of the shift
 * still waiting, and the server refuses the close while there are any.
 */
export function CloseShiftDialog({ shift, onClosed, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const online = useOffline((s) => s.online);
  const [counted, setCounted] = useState<DenominationCounts>({});
  const { busy, error, setError, run } = useShiftCall();
  const close = () =>
    run(async () => {
      const offlineWaiting = await waitingOf(shift._id);
      if (offlineWaiting.length > 0) {
        setError(translate('shifts.till.close_waiting', { numbers: offlineWaiting.join(', ') }));
        return;
      }
      const closed = await dp.request('POST /shifts/{id}/close', { params: { id: shift._id }, body: { counted, offlineWaiting } });
      notify('shifts.till.closed', { type: 'success', messageArgs: { number: closed.number } });
      onClosed(closed);
    });
  return (
    <ActionDialog
      title={translate('shifts.till.close_title', { number: shift.number })}
      onClose={onClose}
      busy={busy}
      maxWidth="sm"
      confirm={{ label: translate('shifts.till.close'), onClick: () => void close(), disabled: !online }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{translate('shifts.till.close_hint')}</Typography>
        {!online && <Alert severity="warning">{translate('shifts.till.close_online_only')}</Alert>}
        <DenominationCount value={counted} onChange={setCounted} />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ActionDialog>
  );
}
