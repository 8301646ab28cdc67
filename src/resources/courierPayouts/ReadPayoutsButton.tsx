import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import { useNotifyError } from '../../engine/list/useNotifyError';
import { courierName } from '../courierDues/courierName';
import { OWED_TOTALS_KEY } from '../courierDues/owedTotalsKey';

/**
 * Read payouts (issue 37): asks the couriers for their payouts now, as the job does every few hours, and
 * says what was matched; a courier that could not be read is said with its reason. The payouts and their
 * differences are then in Payouts Read from Couriers.
 */
export function ReadPayoutsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [busy, setBusy] = useState(false);
  // Matching a payout records a settlement: shown to those who may record one.
  const { canAccess } = useCanAccess({ resource: 'courier-settlements', action: 'create' });

  const read = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.request('POST /deliveries/payouts/read', { body: {} });
      const failed = answer.couriers.filter((c) => c.error);
      for (const c of failed)
        notify('settlements.read.failed', { type: 'warning', messageArgs: { courier: courierName(translate, c.courier), error: c.error } });
      const n = answer.matched.length;
      const differing = answer.matched.filter((m) => m.differences > 0).length;
      const said = n === 0 ? translate('settlements.read.nothing') : translate('settlements.read.done', { smart_count: n });
      const more = differing > 0 ? ` · ${translate('settlements.read.differences', { smart_count: differing })}` : '';
      // Already in the chosen language: `_` shows it as it is.
      if (failed.length === 0 || n > 0) notify(`${said}${more}`, { type: differing > 0 ? 'warning' : 'info', messageArgs: { _: `${said}${more}` } });
      await queryClient.invalidateQueries({ queryKey: OWED_TOTALS_KEY });
      refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  if (!canAccess) return null;
  return (
    <Button size="small" variant="outlined" startIcon={<SyncIcon />} onClick={() => void read()} disabled={busy} title={translate('settlements.read.help')}>
      {translate('settlements.read.button')}
    </Button>
  );
}
