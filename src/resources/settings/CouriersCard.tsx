import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CREDENTIAL_COURIERS, CREDENTIAL_FIELDS } from '../../../common/courierCredentials';
import type { ConnectionTestAnswer, CourierCredentialsChange, CourierCredentialStatus } from '../../../common/wire/courierCredentials';
import type { ApiDataProvider } from '../../dataProvider';
import { fieldErrors } from '../../engine/describeError';
import { useFormatDate } from '../../shop/useFormatDate';

const COURIERS_QUERY_KEY = ['settings', 'couriers'] as const;

/**
 * How one provider's credentials are saved, tried and removed, and which query to refresh after: the couriers' calls
 * name the courier in the path, bKash's have their own (BkashCard.tsx). The form is the same for all of them.
 */
export interface CredentialCalls {
  queryKey: readonly string[];
  /** Where the words that name the provider's kind are: saved, removed, testing, the removal's question. */
  messages: 'settings.couriers' | 'settings.bkash';
  save: (body: CourierCredentialsChange) => Promise<unknown>;
  test: (body: CourierCredentialsChange) => Promise<ConnectionTestAnswer>;
  remove: () => Promise<unknown>;
}

/**
 * The Couriers card of the settings page (issue 37): each courier's source (Settings, environment variables, none)
 * and set fields; for those who may change settings, a form per courier to save, remove and test its credentials.
 * A secret is never sent to the screen: its box stays empty, saying whether one is set, and left empty keeps it.
 */
export function CouriersCard({ canEdit }: { canEdit: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: COURIERS_QUERY_KEY,
    queryFn: () => dataProvider.request('GET /settings/couriers'),
  });
  const titleId = 'settings-couriers-title';
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ gridColumn: '1 / -1' }}>
      <CardHeader
        title={translate('settings.couriers.title')}
        subheader={translate('settings.couriers.help')}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {isPending && <CircularProgress aria-label={translate('settings.couriers.loading')} />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && (
          <Stack spacing={3}>
            {CREDENTIAL_COURIERS.map((name) => {
              const status = data.find((c) => c.courier === name);
              if (!status) return null;
              const params = { courier: name };
              const calls: CredentialCalls = {
                queryKey: COURIERS_QUERY_KEY,
                messages: 'settings.couriers',
                save: (body) => dataProvider.request('PUT /settings/couriers/{courier}', { params, body }),
                test: (body) => dataProvider.request('POST /settings/couriers/{courier}/test', { params, body }),
                remove: () => dataProvider.request('DELETE /settings/couriers/{courier}', { params }),
              };
              return <CredentialSection key={name} status={status} label={translate(`settlements.couriers.${name}`)} calls={calls} canEdit={canEdit} />;
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** One provider's state and, for who may change settings, its form: a courier's in the Couriers card, bKash's in its own. */
export function CredentialSection({
  status,
  label: courier,
  calls,
  canEdit,
}: {
  status: CourierCredentialStatus;
  label: string;
  calls: CredentialCalls;
  canEdit: boolean;
}) {
  const translate = useTranslate();
  const { dateTime } = useFormatDate();
  const [open, setOpen] = useState(false);
  const headingId = `settings-courier-${status.courier}`;
  const setFields = CREDENTIAL_FIELDS[status.courier].filter((f) => status.fields[f.name] !== undefined);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {courier}
      </Typography>
      <Typography variant="body2">{translate(`settings.couriers.source.${status.source}`)}</Typography>
      {status.updatedAt && (
        <Typography variant="body2" color="text.secondary">
          {translate('settings.couriers.updated', { when: dateTime(status.updatedAt), who: status.updatedBy ?? '—' })}
        </Typography>
      )}
      {setFields.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, my: 1 }}>
          {setFields.map((f) => {
            const value = status.fields[f.name];
            return (
              <Box key={f.name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`settings.fields_of.${status.courier}.${f.name}`, { _: translate(`resources.settings.fields.${f.name}`) })}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {typeof value === 'string' ? value : translate('settings.couriers.set')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      {canEdit &&
        (open ? (
          <CourierForm status={status} courier={courier} calls={calls} onClose={() => setOpen(false)} />
        ) : (
          <Button onClick={() => setOpen(true)}>{translate('settings.couriers.change', { courier })}</Button>
        ))}
    </Box>
  );
}

function CourierForm({ status, courier, calls, onClose }: { status: CourierCredentialStatus; courier: string; calls: CredentialCalls; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fields = CREDENTIAL_FIELDS[status.courier];
  // Plain fields start from what is in force; secrets start empty (the server never sends them).
  const initial = Object.fromEntries(fields.map((f) => [f.name, f.secret ? '' : String(status.fields[f.name] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'test' | 'remove' | null>(null);
  const [answer, setAnswer] = useState<ConnectionTestAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);

  // A save keeps what Settings hold, not the environment's values: a courier set up by its variables starts afresh here.
  const inSettings = status.source === 'settings';
  /** What was typed: a secret only when something was typed (empty keeps it), a plain field when it differs from what Settings hold. */
  const body = (): CourierCredentialsChange =>
    Object.fromEntries(
      fields.filter((f) => (f.secret || !inSettings ? values[f.name] !== '' : values[f.name] !== initial[f.name])).map((f) => [f.name, values[f.name]]),
    );

  const refused = (err: unknown) => {
    setErrors(fieldErrors(err));
    notify((err as Error).message || 'settings.error', { type: 'error' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setErrors({});
    try {
      await calls.save(body());
      await queryClient.invalidateQueries({ queryKey: calls.queryKey });
      notify(`${calls.messages}.saved`, { type: 'success' });
      onClose();
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    setErrors({});
    setAnswer(null);
    try {
      setAnswer(await calls.test(body()));
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy('remove');
    try {
      await calls.remove();
      await queryClient.invalidateQueries({ queryKey: calls.queryKey });
      notify(`${calls.messages}.removed`, { type: 'success' });
      onClose();
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ mt: 1, maxWidth: 560 }}>
      {fields.map((f) => {
        const set = inSettings && status.fields[f.name] !== undefined;
        const help = errors[f.name] ?? (f.secret ? translate(set ? 'settings.couriers.secret_set' : 'settings.couriers.secret_unset') : undefined);
        return (
          <TextField
            key={f.name}
            name={f.name}
            label={translate(`settings.fields_of.${status.courier}.${f.name}`, { _: translate(`resources.settings.fields.${f.name}`) })}
            type={f.secret ? 'password' : f.kind === 'url' ? 'url' : 'text'}
            autoComplete={f.secret ? 'new-password' : 'off'}
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            required={f.required && !set}
            error={errors[f.name] !== undefined}
            helperText={help}
            fullWidth
            margin="dense"
            size="small"
            slotProps={{ htmlInput: f.kind === 'digits' ? { inputMode: 'numeric' } : {} }}
          />
        );
      })}
      {busy === 'test' && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {translate(`${calls.messages}.testing`)}
        </Typography>
      )}
      {answer && (
        <Alert role="status" severity={answer.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
          {answer.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={busy !== null}>
          {translate('settings.couriers.close')}
        </Button>
        {status.source === 'settings' && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={busy !== null}>
            {translate('settings.couriers.remove', { courier })}
          </Button>
        )}
        <Button onClick={() => void test()} disabled={busy !== null}>
          {translate('settings.couriers.test', { courier })}
        </Button>
        <Button type="submit" variant="contained" disabled={busy !== null}>
          {translate('settings.couriers.save', { courier })}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={`${calls.messages}.remove_confirm.title`}
        content={`${calls.messages}.remove_confirm.content`}
        titleTranslateOptions={{ courier }}
        contentTranslateOptions={{ courier }}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
