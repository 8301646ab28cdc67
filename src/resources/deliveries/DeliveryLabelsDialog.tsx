import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DELIVERY_LABELS_PATH, type LabelsRequest } from '../../../common/wire/deliveries';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomBulkActionProps } from '../../engine/parts';

/** The deliveries list's bulk 'Print parcel labels' (`delivery-labels`): one PDF of the selected booked parcels' labels. */
export function DeliveryLabelsDialog({ ids: selected, onClose }: Pick<CustomBulkActionProps, 'ids' | 'onClose'>) {
  const ids = selected.map(String);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    const body: LabelsRequest = { ids };
    setBusy(true);
    try {
      const { filename } = await dataProvider.download('POST', DELIVERY_LABELS_PATH, body, 'parcel_labels.pdf');
      notify('deliveries.labels.done', { type: 'success', messageArgs: { filename } });
      onClose(true);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('deliveries.labels.title', { smart_count: ids.length })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{translate('deliveries.labels.explain')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void print()} disabled={busy}>
          {translate('deliveries.labels.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
