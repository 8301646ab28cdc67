import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider/types';

interface Props {
  /** What the manager is asked to approve, said in the dialog. */
  subject: string;
  /** A note is asked for (a cash difference at close); the approval is refused without one. */
  withNote?: boolean;
  /** Offer Reject beside Approve (a cash movement). */
  mayReject?: boolean;
  /** Does the approval (or rejection) with the manager's access token. */
  decide(token: string, approve: boolean, note: string): Promise<unknown>;
  onDone(approved: boolean): void;
  onClose(): void;
}

/**
 * A manager approves at the cashier's till (issue 36): they sign in for this
 * one call, which is made with their own token and permissions (the server
 * checks shifts:approve and their location as for any call), and their
 * session is ended at once; the till's own session is never touched.
 */
export function ManagerApprovalDialog({ subject, withNote = false, mayReject = false, decide, onDone, onClose }: Props) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = email.trim() !== '' && password !== '' && (!withNote || note.trim() !== '');

  const run = async (approve: boolean) => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const signed = await dp.request('POST /auth/login', { body: { email: email.trim(), password, refreshTokenIn: 'body' } });
      try {
        await decide(signed.accessToken, approve, note.trim());
      } finally {
        const { refreshToken } = signed;
        if (refreshToken) await dp.request('POST /auth/logout', { body: { refreshToken } }).catch(() => undefined);
      }
      onDone(approve);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('app.notification.error_loading'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('shifts.approve.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{subject}</Alert>
          <Alert severity="info" icon={false}>
            {translate('shifts.approve.hint')}
          </Alert>
          <TextField
            label={translate('shifts.approve.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            size="small"
          />
          <TextField
            label={translate('shifts.approve.password')}
            type="password"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            size="small"
          />
          {withNote && (
            <TextField
              label={translate('shifts.approve.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              size="small"
              multiline
              minRows={2}
              required
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {mayReject && (
          <Button color="error" onClick={() => void run(false)} disabled={!ready || busy}>
            {translate('shifts.approve.reject')}
          </Button>
        )}
        <Button variant="contained" onClick={() => void run(true)} disabled={!ready} loading={busy}>
          {translate('shifts.approve.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
