import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
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
import { MAX_QUOTED_ORDERS, type OrderQuotes } from '../../../common/wire/courierQuotes';
import { placeName, placeOf, usePlaceLanguage } from '../../address/placeName';
import { CourierChoice } from './CourierChoice';
import type { ApiDataProvider } from '../../dataProvider';
import { useSpecText } from '../../i18n/useSpecText';
import type { CustomBulkActionProps } from '../../engine/parts';

/** The orders the server prices in one call (common/wire/courierQuotes.ts). */
async function quotesOf(dataProvider: ApiDataProvider, ids: string[]): Promise<OrderQuotes[]> {
  const answers: OrderQuotes[] = [];
  for (let i = 0; i < ids.length; i += MAX_QUOTED_ORDERS) {
    answers.push(...(await dataProvider.request('POST /deliveries/quotes', { body: { orders: ids.slice(i, i + MAX_QUOTED_ORDERS) } })).orders);
  }
  return answers;
}

/** The orders by the courier each goes with, in the order chosen, so each courier is one booking call. */
function byCourier(ids: string[], courierOf: (id: string) => CourierName): Map<CourierName, string[]> {
  const groups = new Map<CourierName, string[]>();
  for (const id of ids) groups.set(courierOf(id), [...(groups.get(courierOf(id)) ?? []), id]);
  return groups;
}

/**
 * The orders list's bulk 'Book delivery' (a `custom` bulk action named
 * `book-deliveries`), and the order page's: each order with every
 * configured courier's price to its address and the shop's delivered rate
 * with it there, the suggested courier chosen (issue 37; staff may choose
 * another, or one for every order); the orders are booked one call per
 * courier, and each order's outcome read (its tracking code, or why it was
 * not booked). Without prices (the call failed), one courier for all.
 */
export function BookDeliveriesDialog({ ids: selected, onClose }: Pick<CustomBulkActionProps, 'ids' | 'onClose'>) {
  const ids = selected.map(String);
  const translate = useTranslate();
  const specText = useSpecText();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const language = usePlaceLanguage();
  const titleId = useId();
  const courierId = useId();
  const couriers = useQuery({ queryKey: ['deliveries', 'couriers'], queryFn: () => dataProvider.request('GET /deliveries/couriers') });
  const quotes = useQuery({ queryKey: ['deliveries', 'quotes', ids], queryFn: () => quotesOf(dataProvider, ids), staleTime: 0, gcTime: 0 });
  const [courier, setCourier] = useState<CourierName>('manual');
  const [chosen, setChosen] = useState<Record<string, CourierName>>({});
  const [forAll, setForAll] = useState<CourierName | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<BookAnswer | null>(null);

  const quoted = useMemo(() => new Map((quotes.data ?? []).map((q) => [q.order, q])), [quotes.data]);
  /** The courier an order goes with: the one for all, else staff's choice, else the suggestion, else the own rider. */
  const courierOf = (id: string): CourierName => {
    if (!quotes.data) return courier;
    return forAll || chosen[id] || quoted.get(id)?.suggestion?.courier || 'manual';
  };

  /** The reason in the chosen language when it is one of ours, else as the courier said it. */
  const reasonOf = (r: BookOutcome) => (r.code ? translate(`server.${r.code}`, { ...(r.params ?? {}), _: r.error }) : (r.error ?? ''));

  const book = async () => {
    setBusy(true);
    try {
      const outcomes = new Map<string, BookOutcome>();
      for (const [name, orders] of byCourier(ids, courierOf)) {
        const body: BookRequest = { orders, courier: name, ...(note.trim() ? { note: note.trim() } : {}) };
        const result = await dataProvider.request('POST /deliveries/book', { body });
        for (const r of result.results) outcomes.set(r.order, r);
      }
      const results = ids.flatMap((id) => outcomes.get(id) ?? []);
      const booked = results.filter((r) => r.ok).length;
      setAnswer({ booked, failed: results.length - booked, results });
      notify('deliveries.book.done', { type: booked === results.length ? 'success' : 'warning', messageArgs: { booked, failed: results.length - booked } });
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

  const placeOfQuote = (q: OrderQuotes) => {
    const place = placeOf({ district: q.district, thana: q.thana });
    return place ? placeName(place, language) : translate('deliveries.book.no_place');
  };

  const couriersList = couriers.data ?? [{ name: 'manual' as const, label: 'Manual (own rider)' }];

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
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
              {translate('deliveries.book.explain')} {quotes.data && translate('deliveries.book.choose')}
            </Typography>
            {couriers.data && couriers.data.length === 0 && <Alert severity="warning">{translate('deliveries.book.no_couriers')}</Alert>}
            {quotes.isPending && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
                <CircularProgress size={20} aria-label={translate('deliveries.book.quoting')} />
                <Typography variant="body2">{translate('deliveries.book.quoting')}</Typography>
              </Stack>
            )}
            {quotes.data ? (
              <>
                <TextField
                  select
                  size="small"
                  label={translate('deliveries.book.all')}
                  value={forAll}
                  onChange={(e) => setForAll(e.target.value as CourierName | '')}
                  sx={{ mb: 2, minWidth: 260 }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{translate('deliveries.book.all_none')}</MenuItem>
                  {couriersList.map((c) => (
                    <MenuItem key={c.name} value={c.name}>
                      {specText(c.label)}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('deliveries.book.courier')}>
                  {ids.map((id) => {
                    const q = quoted.get(id);
                    if (!q) return null;
                    return (
                      <li key={id}>
                        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                          {q.orderNumber ?? id} · {q.error ?? placeOfQuote(q)}
                        </Typography>
                        {!q.error && (
                          <CourierChoice
                            quotes={q}
                            value={courierOf(id)}
                            onChange={(c) => {
                              setForAll('');
                              setChosen((was) => ({ ...was, [id]: c }));
                            }}
                          />
                        )}
                      </li>
                    );
                  })}
                </Stack>
              </>
            ) : (
              quotes.isError && (
                <>
                  <Alert severity="warning" sx={{ mb: 1 }}>
                    {translate('deliveries.book.quote_failed', { error: quotes.error instanceof Error ? quotes.error.message : String(quotes.error) })}
                  </Alert>
                  <FormLabel id={courierId}>{translate('deliveries.book.courier')}</FormLabel>
                  <RadioGroup value={courier} onChange={(e) => setCourier(e.target.value as CourierName)} aria-labelledby={courierId}>
                    {couriersList.map((c) => (
                      <FormControlLabel key={c.name} value={c.name} control={<Radio />} label={specText(c.label)} />
                    ))}
                  </RadioGroup>
                </>
              )
            )}
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
            <Button variant="contained" onClick={() => void book()} disabled={busy || quotes.isPending}>
              {translate(busy ? 'deliveries.book.booking' : 'deliveries.book.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
