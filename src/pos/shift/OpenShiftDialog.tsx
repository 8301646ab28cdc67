import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { toTaka } from '../../../common/money';
import { denominationTotal, type DenominationCounts } from '../../../common/shifts';
import type { ShiftRecord } from '../../../common/wire/shifts';
import type { ApiDataProvider } from '../../dataProvider/types';
import { ActionDialog } from '../../engine/ActionDialog';
import { deviceId } from '../offline/deviceId';
import { useOffline } from '../offline/offlineStore';
import { DenominationCount } from './DenominationCount';
import { forgetCloseSent } from './unsentClose';
import { keepUnsentOpen, offlineShift } from './unsentOpen';
import { useUnsentClose } from './useUnsentClose';
import { useShiftCall } from './useShiftCall';

const newId = () => crypto.randomUUID();

interface Props {
  /** The till's location (the server takes the user's own when null). */
  location: string | null;
  onOpened(shift: ShiftRecord): void;
  onClose(): void;
}

/**
 * Opens the till's shift with its float counted by note and coin. The till
 * makes the shift's id, so the same open sent again after a lost answer is
 * answered with the shift it made, never a second one; offline, it is kept on
 * the till and sent when the connection returns, before the sales.
 */
export function OpenShiftDialog({ location, onOpened, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const online = useOffline((s) => s.online);
  const { identity } = useGetIdentity();
  const [float, setFloat] = useState<DenominationCounts>({});
  const [id] = useState(newId);
  const { busy, error, run } = useShiftCall();
  // The old shift stays open on the server until its close is sent, and a till holds one open shift.
  const { unsent } = useUnsentClose();
  const open = () =>
    run(async () => {
      const body = { id, device: deviceId(), float, ...(location ? { location } : {}) };
      const opened = (shift: ShiftRecord) => {
        // The till offers one report at a time: the last close's Z report is still on the Shifts screen.
        forgetCloseSent();
        onOpened(shift);
      };
      if (!online) {
        // Offline the shift is opened on the till and sent, once, before the sales that name it (unsentOpen.ts).
        keepUnsentOpen(body);
        opened(offlineShift(body, String(identity?.fullName ?? ''), toTaka(denominationTotal(float))));
        return;
      }
      const shift = await dp.request('POST /shifts/open', { body });
      notify('shifts.till.open_done', { type: 'success', messageArgs: { number: shift.number } });
      opened(shift);
    });
  return (
    <ActionDialog
      title={translate('shifts.till.open_title')}
      onClose={onClose}
      busy={busy}
      maxWidth="sm"
      confirm={{ label: translate('shifts.till.open'), onClick: () => void open(), disabled: unsent !== null }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {unsent && <Alert severity="warning">{translate('shifts.till.open_after_unsent_close', { number: unsent.number })}</Alert>}
        {!online && !unsent && <Alert severity="info">{translate('shifts.till.open_offline')}</Alert>}
        <DenominationCount value={float} onChange={setFloat} />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ActionDialog>
  );
}
