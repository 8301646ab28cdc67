import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollRegion } from '../../engine/ScrollRegion';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Link, Loading, Title, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { mayMarkReceived } from '../../../common/transfers';
import type { TransferRecord } from '../../../common/wire/transfers';
import type { ApiDataProvider } from '../../dataProvider';
import { useFormatDate, useLocalDigits } from '../../shop';
import { TransferReceiveDialog } from './TransferReceiveDialog';
import { cancelTransfer, fetchTransfer, sendTransfer, transferQueryKey } from './transferApi';

const STATUS_COLOR = { draft: 'default', sent: 'info', 'partly-received': 'warning', completed: 'success', cancelled: 'error' } as const;

/**
 * The transfer view `/transfers/{id}` (spec §2.6, §3.5): where from and to,
 * the status, and per line the quantity sent, received, damaged and still to
 * receive; Send and Cancel while a draft, Mark As Received while on its way.
 */
export default function TransferPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const { data, error, isPending } = useQuery({ queryKey: transferQueryKey(id), queryFn: () => fetchTransfer(dp, id) });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{error?.message || translate('app.notification.error_loading')}</Alert>;
  return <TransferView transfer={data} />;
}

type Asked = 'send' | 'cancel' | 'receive' | null;

function TransferView({ transfer }: { transfer: TransferRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTime } = useFormatDate();
  const dp = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked>(null);
  const { canAccess: maySend } = useCanAccess({ resource: 'transfers', action: 'send' });
  const { canAccess: mayEdit } = useCanAccess({ resource: 'transfers', action: 'edit' });
  const { canAccess: mayReceive } = useCanAccess({ resource: 'transfers', action: 'receive' });
  const isDraft = transfer.status === 'draft';

  const changed = (message: string) => (next: TransferRecord) => {
    queryClient.setQueryData(transferQueryKey(transfer._id), next);
    // A send moves stock: the lists that show it fetch again.
    for (const resource of ['transfers', 'products', 'inventory']) void queryClient.invalidateQueries({ queryKey: [resource] });
    setAsked(null);
    notify(message, { type: 'success' });
  };
  const fail = (e: Error) => {
    setAsked(null);
    notify(e.message || 'app.notification.error_loading', { type: 'error' });
  };
  const send = useMutation({ mutationFn: () => sendTransfer(dp, transfer._id), onSuccess: changed('transfers.page.sent_done'), onError: fail });
  const cancel = useMutation({ mutationFn: () => cancelTransfer(dp, transfer._id), onSuccess: changed('transfers.page.cancelled_done'), onError: fail });
  const total = (key: 'quantity' | 'receivedQty' | 'damagedQty' | 'toReceive') => transfer.products.reduce((sum, p) => sum + p[key], 0);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('transfers.page.title', { number: transfer.number })} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h1">
              {transfer.number}
            </Typography>
            <Chip size="small" color={STATUS_COLOR[transfer.status]} label={translate(`transfers.status.${transfer.status}`)} />
            <Box sx={{ flex: 1 }} />
            {isDraft && mayEdit && (
              <Button component={Link} to={`/transfers/${transfer._id}/edit`} variant="outlined">
                {translate('ra.action.edit')}
              </Button>
            )}
            {isDraft && mayEdit && (
              <Button color="error" onClick={() => setAsked('cancel')}>
                {translate('transfers.page.cancel')}
              </Button>
            )}
            {isDraft && maySend && (
              <Button variant="contained" onClick={() => setAsked('send')} disabled={transfer.products.length === 0}>
                {translate('transfers.page.send')}
              </Button>
            )}
            {/* Spec §4 hides Mark As Received once completed; common/transfers.ts says why drafts and cancelled ones do not offer it either. */}
            {mayMarkReceived(transfer.status) && mayReceive && (
              <Button variant="contained" onClick={() => setAsked('receive')}>
                {translate('transfers.page.mark_received')}
              </Button>
            )}
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }} aria-label={translate('transfers.page.route')}>
            <Typography>
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {translate('transfers.page.from')}:{' '}
              </Typography>
              {transfer.from.name}
            </Typography>
            <ArrowForwardIcon fontSize="small" aria-hidden />
            <Typography>
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {translate('transfers.page.to')}:{' '}
              </Typography>
              {transfer.to.name}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('transfers.page.created', { when: dateTime(transfer.createdAt) })}
            {transfer.sentAt ? ` · ${translate('transfers.page.sent_at', { when: dateTime(transfer.sentAt) })}` : ''}
          </Typography>
          {transfer.note && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{transfer.note}</Typography>}
          {mayMarkReceived(transfer.status) && total('toReceive') > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('transfers.page.in_transit', { smart_count: total('toReceive'), to: transfer.to.name })}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('transfers.lines.title')}
          </Typography>
          {transfer.products.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{translate('transfers.lines.none')}</Typography>
          ) : (
            <ScrollRegion label={translate('transfers.lines.title')}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('transfers.lines.item')}</TableCell>
                    <TableCell>{translate('transfers.lines.sku')}</TableCell>
                    <TableCell align="right">{translate('transfers.lines.quantity')}</TableCell>
                    <TableCell align="right">{translate('transfers.lines.received')}</TableCell>
                    <TableCell align="right">{translate('transfers.lines.damaged')}</TableCell>
                    <TableCell align="right">{translate('transfers.lines.to_receive')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {transfer.products.map((p) => (
                    <TableRow key={p._id}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{p.sku}</TableCell>
                      <Num value={p.quantity} />
                      <Num value={p.receivedQty} />
                      <Num value={p.damagedQty} />
                      <Num value={p.toReceive} strong={p.toReceive > 0 && transfer.status !== 'draft'} />
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                      {translate('transfers.lines.total')}
                    </TableCell>
                    <Num value={total('quantity')} strong />
                    <Num value={total('receivedQty')} strong />
                    <Num value={total('damagedQty')} strong />
                    <Num value={total('toReceive')} strong />
                  </TableRow>
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </CardContent>
      </Card>
      <Confirm
        isOpen={asked === 'send'}
        loading={send.isPending}
        title="transfers.page.send_title"
        content="transfers.page.send_confirm"
        translateOptions={{ number: transfer.number, from: transfer.from.name }}
        confirm="transfers.page.send"
        onConfirm={() => send.mutate()}
        onClose={() => setAsked(null)}
      />
      <Confirm
        isOpen={asked === 'cancel'}
        loading={cancel.isPending}
        title="transfers.page.cancel_title"
        content="transfers.page.cancel_confirm"
        translateOptions={{ number: transfer.number }}
        confirm="transfers.page.cancel"
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsked(null)}
      />
      {asked === 'receive' && <TransferReceiveDialog transfer={transfer} onClose={() => setAsked(null)} />}
    </Box>
  );
}

/** A count in a table cell, in the language's digits. */
function Num({ value, strong = false }: { value: number; strong?: boolean }) {
  const digits = useLocalDigits();
  return (
    <TableCell align="right" sx={strong ? { fontWeight: 600 } : undefined}>
      {digits(String(value))}
    </TableCell>
  );
}
