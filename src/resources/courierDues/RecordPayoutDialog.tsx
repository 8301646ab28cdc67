import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useNotify, useRefresh, useTranslate } from 'react-admin';
import { parseTaka, toPoisha, toTaka, ZERO } from '../../../common/money';
import { payoutFigures } from '../../../common/settlements';
import type { SettlementInput } from '../../../common/wire/settlements';
import type { ApiDataProvider } from '../../dataProvider';
import { useNotifyError } from '../../engine/list/useNotifyError';
import type { CustomBulkActionProps } from '../../engine/parts';
import { useFormatMoney } from '../../shop/useFormatMoney';
import { courierName } from './courierName';
import { OWED_TOTALS_KEY } from './OwedListPage';

interface OwedRow {
  id: string;
  courier: string;
  orderNumber: string;
  collected: number;
}

/**
 * Bulk 'Record payout' of the owed list (a `custom` bulk action named
 * `record-payout`): the selected parcels of one courier, the fees it kept and
 * its reference; collected, fees and remitted are worked out as they are typed
 * with common/settlements.ts, the server's own rule, so the figures shown are
 * the ones stored. Saving pays every covered order its collected cash.
 */
export function RecordPayoutDialog({ ids, onClose }: Pick<CustomBulkActionProps, 'ids' | 'onClose'>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const money = useFormatMoney();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const titleId = useId();
  const { data: rows = [], isPending } = useGetMany<OwedRow>('courier-dues', { ids: ids.map(String) });
  const [fees, setFees] = useState('0');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  const couriers = [...new Set(rows.map((r) => r.courier))];
  const feesPoisha = parseTaka(fees.trim() === '' ? '0' : fees);
  const figures = payoutFigures(
    rows.map((r) => toPoisha(r.collected)),
    feesPoisha ?? ZERO,
  );
  const feesError =
    feesPoisha === null || feesPoisha < 0
      ? translate('settlements.payout.fees_invalid')
      : figures.remitted < 0
        ? translate('settlements.payout.fees_over')
        : undefined;
  const ready = !isPending && rows.length > 0 && rows.length === ids.length && couriers.length === 1 && !feesError;

  const save = async () => {
    const body: SettlementInput = {
      courier: couriers[0],
      deliveryIds: rows.map((r) => String(r.id)),
      fees: toTaka(feesPoisha ?? ZERO),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    setBusy(true);
    try {
      const made = await dataProvider.request('POST /courier-settlements', { body });
      notify('settlements.payout.done', { type: 'success', messageArgs: { number: made.number, amount: money(made.remitted) } });
      await queryClient.invalidateQueries({ queryKey: OWED_TOTALS_KEY });
      refresh();
      onClose(true);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {couriers.length === 1
          ? translate('settlements.payout.title', { courier: courierName(translate, couriers[0]), smart_count: rows.length })
          : translate('settlements.payout.title_plain')}
      </DialogTitle>
      <DialogContent>
        {couriers.length > 1 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('settlements.payout.one_courier', { couriers: couriers.map((c) => courierName(translate, c)).join(', ') })}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('settlements.payout.fees')}
            value={fees}
            onChange={(e) => setFees(e.target.value)}
            error={!!feesError}
            helperText={feesError ?? translate('settlements.payout.fees_help')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            autoFocus
          />
          <TextField
            label={translate('settlements.payout.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={translate('settlements.payout.notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Table size="small" aria-label={translate('settlements.payout.figures')}>
            <TableBody>
              <TableRow>
                <TableCell>{translate('settlements.payout.collected', { smart_count: rows.length })}</TableCell>
                <TableCell align="right" data-testid="payout-collected">
                  {money(toTaka(figures.collected))}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{translate('settlements.payout.fees')}</TableCell>
                <TableCell align="right" data-testid="payout-fees">
                  {money(toTaka(figures.fees))}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{translate('settlements.payout.remitted')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="payout-remitted">
                  {money(toTaka(figures.remitted))}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!ready || busy}>
          {translate('settlements.payout.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
