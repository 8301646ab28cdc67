import { Alert, Button, Chip, Stack } from '@mui/material';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OfflineSalesDialog } from './OfflineSalesDialog';
import { useOffline } from './offlineStore';

/**
 * The till's connection mark (issue 25): online or offline, with the number
 * of sales waiting to be sent; a button to the waiting, refused and short
 * sales; and, in a second tab of the till, that the till is open elsewhere
 * (that tab sends the queue; this one still sells).
 */
export function OfflineStatus() {
  const translate = useTranslate();
  const online = useOffline((s) => s.online);
  const waiting = useOffline((s) => s.waiting);
  const writer = useOffline((s) => s.writer);
  const attention = useOffline((s) => s.failed.length + s.shortfalls.length);
  const [open, setOpen] = useState(false);
  const label = translate(online ? 'pos.offline.mark_online' : 'pos.offline.mark_offline', { smart_count: waiting });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Chip
        role="status"
        aria-label={label}
        aria-live="polite"
        icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
        color={online ? (waiting > 0 ? 'info' : 'success') : 'warning'}
        label={label}
        data-testid="till-connection"
        data-waiting={waiting}
        data-online={online}
      />
      <Button size="small" onClick={() => setOpen(true)} color={attention > 0 ? 'warning' : 'primary'}>
        {attention > 0 ? translate('pos.offline.sales_button_attention', { smart_count: attention }) : translate('pos.offline.sales_button')}
      </Button>
      {writer === false && (
        <Alert severity="info" role="status" sx={{ py: 0 }}>
          {translate('pos.offline.other_tab')}
        </Alert>
      )}
      {open && <OfflineSalesDialog onClose={() => setOpen(false)} />}
    </Stack>
  );
}
