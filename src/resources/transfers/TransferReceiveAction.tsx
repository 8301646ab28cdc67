import { Alert, Dialog, DialogContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomActionProps } from '../../engine/parts';
import { TransferReceiveDialog } from './TransferReceiveDialog';
import { fetchTransfer, transferQueryKey } from './transferApi';

/** Mark As Received from the transfers list's row menu: the same dialog as on the transfer view, once its lines are read. */
export function TransferReceiveAction({ record, onClose }: CustomActionProps) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const id = String(record.id);
  const { data, error } = useQuery({ queryKey: transferQueryKey(id), queryFn: () => fetchTransfer(dp, id) });
  if (data) return <TransferReceiveDialog transfer={data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose}>
      <DialogContent>{error ? <Alert severity="error">{error.message || translate('app.notification.error_loading')}</Alert> : <Loading />}</DialogContent>
    </Dialog>
  );
}
