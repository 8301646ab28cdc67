import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Form, HttpError, PasswordInput, required, useDataProvider, useGetIdentity, useNotify, useTranslate, type Validator } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider/types';
import type { CustomActionProps } from '../../engine/parts';
import { recordName } from '../../engine/list/recordName';

interface NewPassword {
  password: string;
  confirm: string;
}

const matchesPassword: Validator = (value, values: Partial<NewPassword>) =>
  value && values.password && value !== values.password ? 'app.password.mismatch' : undefined;

const atLeastTwelve: Validator = (value) => (typeof value === 'string' && value.length > 0 && value.length < 12 ? 'app.set_password.too_short' : undefined);

/**
 * The users row menu's "Set password": an administrator (users:edit) gives
 * another user a new password; the server ends that user's sessions.
 */
export const SetPasswordDialog = ({ record, onClose }: CustomActionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { identity } = useGetIdentity();
  const titleId = useId();
  const name = recordName(record);
  const isSelf = identity?.id === record.id;

  const submit = async (values: Partial<NewPassword>) => {
    try {
      // Only the two passwords: the form also holds the row's record (react-admin's record context).
      await dataProvider.request('PUT /auth/set-password/{id}', {
        params: { id: String(record.id) },
        body: { password: values.password ?? '', confirm: values.confirm ?? '' },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.notification.error_loading', { type: 'error' });
      return error instanceof HttpError ? error.body?.errors : undefined;
    }
    notify('app.set_password.done', { type: 'success', messageArgs: { name } });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.set_password.title', { name })}</DialogTitle>
        <DialogContent>
          {isSelf ? (
            <DialogContentText>{translate('app.set_password.own_account')}</DialogContentText>
          ) : (
            <>
              <DialogContentText sx={{ mb: 1 }}>{translate('app.set_password.explain')}</DialogContentText>
              <PasswordInput source="password" label="app.password.new" validate={[required(), atLeastTwelve]} autoComplete="new-password" fullWidth />
              <PasswordInput source="confirm" label="app.password.confirm" validate={[required(), matchesPassword]} autoComplete="new-password" fullWidth />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(isSelf ? 'ra.action.close' : 'ra.action.cancel')}</Button>
          {!isSelf && (
            <Button type="submit" variant="contained">
              {translate('app.set_password.submit')}
            </Button>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
