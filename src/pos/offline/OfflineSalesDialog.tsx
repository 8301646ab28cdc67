import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useFormatDate, useFormatMoney } from '../../shop';
import { useOffline } from './offlineStore';
import { tillDb } from './posDb';
import { importSales, salesIn, waitingCount } from './queue';
import type { QueuedSale } from './sale';
import { readSalesFile, salesFile } from './salesFile';

/**
 * The till's offline sales (issue 25): those waiting to be sent, those the
 * server refused (with its message) and those that arrived to find their
 * stock gone (the reconciliation list names them too). Export writes the
 * waiting ones to a file (the till's own sales, so anyone at the till may
 * take them away when it dies); a manager (pos:switch-location) imports
 * such a file on another device, which sends them through its own queue.
 */
export function OfflineSalesDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useFormatMoney();
  const { dateTime } = useFormatDate();
  const { canAccess: mayImport } = useCanAccess({ resource: 'pos', action: 'switch-location' });
  const failed = useOffline((s) => s.failed);
  const shortfalls = useOffline((s) => s.shortfalls);
  const [waiting, setWaiting] = useState<QueuedSale[]>([]);
  const fileRef = useRef<HTMLInputElement | null>(null);

  const reload = async () => {
    const db = await tillDb();
    if (db) setWaiting(await salesIn(db, 'waiting'));
  };
  useEffect(() => {
    void reload();
  }, []);

  const exportFile = () => {
    const blob = new Blob([JSON.stringify(salesFile(waiting), null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `pos-sales-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const importFile = async (file: File) => {
    const sales = readSalesFile(await file.text());
    const db = await tillDb();
    if (!sales || !db) {
      notify('pos.offline.import_bad', { type: 'error' });
      return;
    }
    const added = await importSales(db, sales);
    useOffline.getState().set({ waiting: await waitingCount(db) });
    notify(added > 0 ? 'pos.offline.imported' : 'pos.offline.imported_none', { type: 'info', messageArgs: { smart_count: added } });
    await reload();
  };

  const saleText = (s: QueuedSale) => `${s.number} · ${dateTime(s.soldAt)} · ${money(s.receipt.total)}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby="offline-sales-title" fullWidth maxWidth="sm">
      <DialogTitle id="offline-sales-title">{translate('pos.offline.sales_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {shortfalls.length > 0 && (
            <section aria-label={translate('pos.offline.shortfall_title')}>
              <Typography variant="subtitle1" component="h3">
                {translate('pos.offline.shortfall_title')}
              </Typography>
              <List dense>
                {shortfalls.map((s) => (
                  <ListItem key={s.number} data-testid="shortfall-sale">
                    <ListItemText
                      primary={saleText(s)}
                      secondary={(s.shortfalls ?? []).map((f) => translate('pos.offline.short_item', { name: f.name, smart_count: f.qty })).join(', ')}
                    />
                  </ListItem>
                ))}
              </List>
            </section>
          )}
          {failed.length > 0 && (
            <section aria-label={translate('pos.offline.failed_title')}>
              <Typography variant="subtitle1" component="h3">
                {translate('pos.offline.failed_title')}
              </Typography>
              <List dense>
                {failed.map((s) => (
                  <ListItem key={s.number}>
                    <ListItemText primary={saleText(s)} secondary={s.error} />
                  </ListItem>
                ))}
              </List>
            </section>
          )}
          <section aria-label={translate('pos.offline.waiting_title')}>
            <Typography variant="subtitle1" component="h3">
              {translate('pos.offline.waiting_title')}
            </Typography>
            {waiting.length === 0 ? (
              <Typography color="text.secondary">{translate('pos.offline.none_waiting')}</Typography>
            ) : (
              <List dense>
                {waiting.map((s) => (
                  <ListItem key={s.number}>
                    <ListItemText
                      primary={saleText(s)}
                      secondary={s.attempts > 0 ? translate('pos.offline.attempts', { smart_count: s.attempts }) : undefined}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </section>
          {!mayImport && <Alert severity="info">{translate('pos.offline.import_manager')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={exportFile} disabled={waiting.length === 0}>
          {translate('pos.offline.export')}
        </Button>
        {mayImport && (
          <>
            <Button onClick={() => fileRef.current?.click()}>{translate('pos.offline.import')}</Button>
            <input
              ref={fileRef}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={translate('pos.offline.import')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('pos.offline.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
