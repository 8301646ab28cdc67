import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LabelsRequest } from '../../../common/wire/deliveries';
import { useFileDownload } from '../../dataProvider/useFileDownload';
import type { CustomBulkActionProps } from '../../engine/parts';

/** The deliveries list's bulk 'Print parcel labels' (`delivery-labels`): one PDF of the selected booked parcels' labels. */
export function DeliveryLabelsDialog({ ids: selected, onClose }: Pick<CustomBulkActionProps, 'ids' | 'onClose'>) {
  const ids = selected.map(String);
  const translate = useTranslate();
  const titleId = useId();
  const { busy, download } = useFileDownload('POST /deliveries/labels', 'parcel_labels.pdf', 'deliveries.labels.done');

  const print = async () => {
    const body: LabelsRequest = { ids };
    if (await download(body)) onClose(true);
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
