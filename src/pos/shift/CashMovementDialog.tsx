import { Alert, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { parseTaka, toTaka } from '../../../common/money';
import type { CashMovementKind } from '../../../common/shifts';
import type { CashMovementRecord, ShiftRecord } from '../../../common/wire/shifts';
import type { ApiDataProvider } from '../../dataProvider/types';
import { ActionDialog } from '../../engine/ActionDialog';
import { useShiftCall } from './useShiftCall';

interface Props {
  shift: ShiftRecord;
  kind: CashMovementKind;
  /** Recorded: a movement above the cashier's limit comes back `pending`. */
  onDone(movement: CashMovementRecord): void;
  onClose(): void;
}

/** Cash put into the drawer or taken out of it, with the amount and why (issue 36). */
export function CashMovementDialog({ shift, kind, onDone, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { busy, error, run } = useShiftCall();
  const poisha = parseTaka(amount.trim());
  const amountBad = poisha === null || poisha <= 0;
  const reasonBad = reason.trim() === '';
  const save = async () => {
    setTried(true);
    if (amountBad || reasonBad || poisha === null) return;
    await run(async () => {
      const movement = await dp.request('POST /shifts/{id}/cash', { params: { id: shift._id }, body: { kind, amount: toTaka(poisha), reason: reason.trim() } });
      notify(movement.approval === 'pending' ? 'shifts.till.cash_pending' : 'shifts.till.cash_done', {
        type: movement.approval === 'pending' ? 'warning' : 'success',
      });
      onDone(movement);
    });
  };
  return (
    <ActionDialog
      title={translate(kind === 'in' ? 'shifts.till.cash_in_title' : 'shifts.till.cash_out_title')}
      onClose={onClose}
      busy={busy}
      confirm={{ label: translate(kind === 'in' ? 'shifts.till.cash_in' : 'shifts.till.cash_out'), onClick: () => void save() }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={translate('shifts.till.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={tried && amountBad}
          helperText={tried && amountBad ? translate('shifts.till.amount_invalid') : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          size="small"
          required
        />
        <TextField
          label={translate('shifts.till.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={tried && reasonBad}
          helperText={tried && reasonBad ? translate('shifts.till.reason_required') : ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          size="small"
          required
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ActionDialog>
  );
}
