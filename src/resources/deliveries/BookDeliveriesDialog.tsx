import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CourierName } from '../../../common/deliveryStatus';
import { type BookAnswer, type BookOutcome, type BookRequest } from '../../../common/wire/deliveries';
import type { ApiDataProvider } from '../../dataProvider';
import { useSpecText } from '../../i18n/useSpecText';
import type { CustomBulkActionProps } from '../../engine/parts';

/**
 * The orders list's bulk 'Book delivery' (a `custom` bulk action named
 * `book-deliveries`): choose the courier, book the selected orders, and read
 * each order's outcome (its tracking code, or why it was not booked).
 */
export function BookDeliveriesDialog({ ids: selected, onClose }: Pick<CustomBulkActionProps, 'ids' | 'onClose'>) {
  const ids = selected.map(String);
  const translate = useTranslate();
  const specText = useSpecText();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const titleId = useId();
  const courierId = useId();
  const couriers = useQuery({ queryKey: ['deliveries', 'couriers'], queryFn: () => dataProvider.request('GET /deliveries/couriers') });
  const [courier, setCourier] = useState<CourierName>('manual');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<BookAnswer | null>(null);

  /** The reason in the chosen language when it is one of ours, else as the courier said it. */
  const reasonOf = (r: BookOutcome) => (r.code ? translate(`server.${r.code}`, { ...(r.params ?? {}), _: r.error }) : (r.error ?? ''));

  const book = async () => {
    const body: BookRequest = { orders: ids, courier, ...(note.trim() ? { note: note.trim() } : {}) };
    setBusy(true);
    try {
      const result = await dataProvider.request('POST /deliveries/book', { body });
      setAnswer(result);
      notify('deliveries.book.done', { type: result.failed === 0 ? 'success' : 'warning', messageArgs: { booked: result.booked, failed: result.failed } });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (answer) refresh();
    onClose(answer !== null);
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('deliveries.book.title', { smart_count: ids.length })}</DialogTitle>
      <DialogContent>
        {answer ? (
          <>
            <Typography sx={{ mb: 1 }}>{translate('deliveries.book.done', { booked: answer.booked, failed: answer.failed })}</Typography>
            <Table size="small" aria-label={translate('deliveries.book.outcome')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('deliveries.book.order')}</TableCell>
                  <TableCell>{translate('deliveries.book.outcome')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {answer.results.map((r) => (
                  <TableRow key={r.order}>
                    <TableCell>{r.orderNumber ?? r.order}</TableCell>
                    <TableCell sx={{ color: r.ok ? 'success.main' : 'error.main' }}>
                      {r.ok
                        ? [translate('deliveries.book.booked'), r.trackingCode ? translate('deliveries.book.tracking', { code: r.trackingCode }) : null]
                            .filter(Boolean)
                            .join(' · ')
                        : `${translate('deliveries.book.refused')}: ${reasonOf(r)}`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('deliveries.book.explain')}
            </Typography>
            <FormLabel id={courierId}>{translate('deliveries.book.courier')}</FormLabel>
            {couriers.data && couriers.data.length === 0 && <Alert severity="warning">{translate('deliveries.book.no_couriers')}</Alert>}
            <RadioGroup value={courier} onChange={(e) => setCourier(e.target.value as CourierName)} aria-labelledby={courierId}>
              {(couriers.data ?? [{ name: 'manual' as const, label: 'Manual (own rider)' }]).map((c) => (
                <FormControlLabel key={c.name} value={c.name} control={<Radio />} label={specText(c.label)} />
              ))}
            </RadioGroup>
            <TextField
              label={translate('deliveries.book.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              fullWidth
              multiline
              slotProps={{ htmlInput: { maxLength: 250 } }}
              sx={{ mt: 2 }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {answer ? (
          <Button variant="contained" onClick={close}>
            {translate('deliveries.book.close')}
          </Button>
        ) : (
          <>
            <Button onClick={() => onClose()}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={() => void book()} disabled={busy}>
              {translate(busy ? 'deliveries.book.booking' : 'deliveries.book.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
