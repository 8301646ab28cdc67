import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CountSheet } from '../../../common/wire/inventory';
import type { ApiDataProvider } from '../../dataProvider';
import { describeError } from '../../engine/describeError';
import { useFormatDate, useLocalDigits } from '../../shop';
import { itemName, LoadError } from '../shared/screenParts';
import { ScrollRegion } from '../../engine/ScrollRegion';

const STATUS_COLOR = { open: 'warning', confirmed: 'success', cancelled: 'error' } as const;

/**
 * A stock count (`/stock-counts/{id}`, issue 21): scan the shelf (each scan
 * counts one more of the item whose barcode or SKU it is), see counted
 * against the location's figure now and the difference, then confirm (the
 * figures become what was counted) or cancel. A line's counted figure can
 * also be typed (a shelf of 40 is not scanned 40 times). A page of its own
 * rather than the engine's form: the lines carry the location's figure now
 * and the difference, which only the count's sheet call answers.
 */
function CountedInput({ value, label, onCommit }: { value: number; label: string; onCommit: (n: number) => void }) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const n = Number(text);
    // Below 0, a fraction or text is ignored (spec §5): the line keeps its figure.
    if (text.trim() !== '' && Number.isInteger(n) && n >= 0 && n !== value) onCommit(n);
    else setText(String(value));
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': label, style: { textAlign: 'right', width: '7ch' } } }}
    />
  );
}
export default function CountPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const digits = useLocalDigits();
  const formatDate = useFormatDate();
  const { id = '' } = useParams<'id'>();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const key = ['stock-counts', 'sheet', id];
  const { canAccess: mayEdit } = useCanAccess({ resource: 'stock-counts', action: 'edit' });
  const { canAccess: mayConfirm } = useCanAccess({ resource: 'stock-counts', action: 'confirm' });
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.request('GET /stock-counts/{id}/sheet', { params: { id } }),
    enabled: Boolean(id),
  });
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState<'confirm' | 'cancel' | null>(null);
  const settled = (sheet: CountSheet) => queryClient.setQueryData(key, sheet);
  const scan = useMutation({
    mutationFn: (text: string) => dataProvider.request('POST /stock-counts/{id}/scan', { params: { id }, body: { code: text } }),
    onSuccess: (sheet) => {
      settled(sheet);
      setCode('');
    },
  });
  // A counted figure typed on a line: the count's lines are saved whole (PUT lines), the others as they are.
  const setCounted = useMutation({
    mutationFn: ({ itemId, counted }: { itemId: string; counted: number }) =>
      dataProvider.request('PUT /stock-counts/{id}/lines', {
        params: { id },
        body: { lines: (data?.lines ?? []).map((l) => ({ product: l.productId, variant: l.variantId, counted: l.itemId === itemId ? counted : l.counted })) },
      }),
    onSuccess: settled,
    onError: (err) => notify(describeError(err) ?? 'ra.notification.http_error', { type: 'error' }),
  });
  const finish = useMutation({
    mutationFn: (what: 'confirm' | 'cancel') =>
      dataProvider.request(what === 'confirm' ? 'POST /stock-counts/{id}/confirm' : 'POST /stock-counts/{id}/cancel', { params: { id } }),
    onSuccess: (sheet, what) => {
      settled(sheet);
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      notify(what === 'confirm' ? 'app.stock_counts.confirmed' : 'app.stock_counts.cancelled', { type: 'success', messageArgs: { number: sheet.number } });
    },
    onError: (err) => notify(describeError(err) ?? 'ra.notification.http_error', { type: 'error' }),
    onSettled: () => setAsking(null),
  });
  if (error) return <LoadError error={error} />;
  if (isPending || !data) return <Loading />;
  const open = data.status === 'open';
  const changes = data.lines.filter((l) => l.difference !== 0).length;
  const signed = (n: number) => digits(n > 0 ? `+${n}` : String(n));
  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate('app.stock_counts.title', { number: data.number })} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h1">
                {data.number} · {data.location}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <Chip size="small" color={STATUS_COLOR[data.status]} label={translate(`app.stock_counts.status.${data.status}`)} />
                {data.confirmedAt && (
                  <Typography variant="body2" color="text.secondary">
                    {formatDate.dateTime(data.confirmedAt)}
                  </Typography>
                )}
              </Stack>
            </Box>
            {open && (
              <Stack direction="row" sx={{ gap: 1 }}>
                {mayEdit && (
                  <Button color="error" onClick={() => setAsking('cancel')}>
                    {translate('app.stock_counts.cancel')}
                  </Button>
                )}
                {mayConfirm && (
                  <Button variant="contained" disabled={data.lines.length === 0} onClick={() => setAsking('confirm')}>
                    {translate('app.stock_counts.confirm')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
          {open && mayEdit && (
            <Box
              component="form"
              sx={{ mb: 2 }}
              onSubmit={(e) => {
                e.preventDefault();
                if (code.trim()) scan.mutate(code.trim());
              }}
            >
              <TextField
                autoFocus
                fullWidth
                label={translate('app.stock_counts.scan')}
                helperText={scan.error ? describeError(scan.error) : translate('app.stock_counts.scan_help')}
                error={Boolean(scan.error)}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 64 } }}
              />
            </Box>
          )}
          {data.lines.length === 0 ? (
            <Alert severity="info">{translate('app.stock_counts.empty')}</Alert>
          ) : (
            <ScrollRegion label={translate('app.stock_counts.lines')}>
              <Table size="small" aria-label={translate('app.stock_counts.lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.stock_counts.item')}</TableCell>
                    <TableCell>SKU</TableCell>
                    <TableCell align="right">{translate('app.stock_counts.counted')}</TableCell>
                    <TableCell align="right">{translate(open ? 'app.stock_counts.figure_now' : 'app.stock_counts.figure_then')}</TableCell>
                    <TableCell align="right">{translate('app.stock_counts.difference')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lines.map((l) => (
                    <TableRow key={l.itemId}>
                      <TableCell>{itemName(l.name, l.variant)}</TableCell>
                      <TableCell>{l.sku}</TableCell>
                      <TableCell align="right">
                        {open && mayEdit ? (
                          <CountedInput
                            key={`${l.itemId}:${l.counted}`}
                            value={l.counted}
                            label={translate('app.stock_counts.counted_of', { name: itemName(l.name, l.variant) })}
                            onCommit={(counted) => setCounted.mutate({ itemId: l.itemId, counted })}
                          />
                        ) : (
                          digits(String(l.counted))
                        )}
                      </TableCell>
                      <TableCell align="right">{digits(String(l.stock))}</TableCell>
                      <TableCell align="right" sx={{ color: l.difference < 0 ? 'error.main' : l.difference > 0 ? 'success.main' : undefined }}>
                        {signed(l.difference)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </CardContent>
      </Card>
      <Confirm
        isOpen={asking !== null}
        loading={finish.isPending}
        title={translate(asking === 'cancel' ? 'app.stock_counts.cancel_title' : 'app.stock_counts.confirm_title', { number: data.number })}
        content={translate(asking === 'cancel' ? 'app.stock_counts.cancel_content' : 'app.stock_counts.confirm_content', {
          smart_count: changes,
          location: data.location,
        })}
        onConfirm={() => asking && finish.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
