import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TransferRecord } from '../../../common/wire/transfers';
import type { ApiDataProvider } from '../../dataProvider';
import { useLocalDigits } from '../../shop';
import { receiveEverything, receiveLines } from './transferApi';
import { useReceiptDone } from './useReceiptDone';

interface Entry {
  received: string;
  damaged: string;
}

/** A typed quantity: a whole number of at least 0; a quantity below 0 is ignored (spec §5), as is what is not a number. */
const unitsOf = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * Mark As Received (spec §2.6, issue 21): per line what arrived in good
 * order (all of what is left, to begin with) and what arrived damaged; or
 * Receive everything, the bulk call of spec §7.5. A line whose received and
 * damaged add up to more than is left says so under it and holds the
 * confirmation back, as the server would refuse it.
 */
export function TransferReceiveDialog({ transfer, onClose }: { transfer: TransferRecord; onClose: () => void }) {
  const translate = useTranslate();
  const digits = useLocalDigits();
  const dp = useDataProvider<ApiDataProvider>();
  const done = useReceiptDone();
  const titleId = useId();
  const open = transfer.products.filter((p) => p.toReceive > 0);
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(open.map((p) => [p._id, { received: String(p.toReceive), damaged: '0' }])),
  );
  const [error, setError] = useState<string | null>(null);
  const finish = {
    onSuccess: (next: TransferRecord) => {
      done(next);
      onClose();
    },
    onError: (e: Error) => setError(e.message || translate('app.notification.error_loading')),
  };
  const perLine = useMutation({ mutationFn: () => receiveLines(dp, transfer._id, { lines }), ...finish });
  const everything = useMutation({ mutationFn: () => receiveEverything(dp, transfer._id), ...finish });
  const busy = perLine.isPending || everything.isPending;

  const lines = open
    .map((p) => ({ _id: p._id, received: unitsOf(entries[p._id]?.received ?? '0'), damaged: unitsOf(entries[p._id]?.damaged ?? '0') }))
    .filter((l) => l.received + l.damaged > 0);
  const over = (id: string, left: number) => {
    const e = entries[id];
    return e ? unitsOf(e.received) + unitsOf(e.damaged) > left : false;
  };
  const anyOver = open.some((p) => over(p._id, p.toReceive));
  const set = (id: string, key: keyof Entry, value: string) => setEntries((all) => ({ ...all, [id]: { ...all[id], [key]: value } }));

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('transfers.receive.title', { number: transfer.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('transfers.receive.explain', { to: transfer.to.name })}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {open.length === 0 ? (
          <Alert severity="info">{translate('transfers.receive.nothing_left')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('transfers.lines.item')}</TableCell>
                <TableCell align="right">{translate('transfers.lines.to_receive')}</TableCell>
                <TableCell>{translate('transfers.lines.received')}</TableCell>
                <TableCell>{translate('transfers.lines.damaged')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {open.map((p) => {
                const tooMany = over(p._id, p.toReceive);
                return (
                  <TableRow key={p._id}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell align="right">{digits(String(p.toReceive))}</TableCell>
                    <TableCell sx={{ minWidth: 110 }}>
                      <TextField
                        type="number"
                        size="small"
                        value={entries[p._id]?.received ?? ''}
                        onChange={(e) => set(p._id, 'received', e.target.value)}
                        slotProps={{
                          htmlInput: { min: 0, max: p.toReceive, step: 1, 'aria-label': translate('transfers.receive.received_of', { name: p.name }) },
                        }}
                        error={tooMany}
                        helperText={tooMany ? translate('transfers.receive.too_many', { n: p.toReceive }) : undefined}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 110 }}>
                      <TextField
                        type="number"
                        size="small"
                        value={entries[p._id]?.damaged ?? ''}
                        onChange={(e) => set(p._id, 'damaged', e.target.value)}
                        slotProps={{
                          htmlInput: { min: 0, max: p.toReceive, step: 1, 'aria-label': translate('transfers.receive.damaged_of', { name: p.name }) },
                        }}
                        error={tooMany}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={() => everything.mutate()} disabled={busy || open.length === 0}>
          {translate('transfers.receive.everything')}
        </Button>
        <Button variant="contained" onClick={() => perLine.mutate()} disabled={busy || anyOver || lines.length === 0}>
          {translate('transfers.receive.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
