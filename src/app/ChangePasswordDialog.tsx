import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Form, HttpError, PasswordInput, required, useDataProvider, useNotify, useTranslate, type Validator } from 'react-admin';
import { forgetPasswordRequest, passwordChangeAsked } from '../authProvider/passwordRequest';
import type { ApiDataProvider } from '../dataProvider/types';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

interface PasswordChange {
  oldPassword: string;
  password: string;
  confirm: string;
}

const matchesPassword: Validator = (value, values: Partial<PasswordChange>) =>
  value && values.password && value !== values.password ? 'app.password.mismatch' : undefined;

/** Spec §2.6/§5: current, new and repeated password, all required; `PUT auth/change-password`. */
export const ChangePasswordDialog = ({ open, onClose }: ChangePasswordDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const titleId = useId();

  const submit = async (values: Partial<PasswordChange>) => {
    try {
      // The form's required fields hold all three by now.
      await dataProvider.request('PUT /auth/change-password', {
        body: { oldPassword: values.oldPassword ?? '', password: values.password ?? '', confirm: values.confirm ?? '' },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.notification.error_loading', { type: 'error' });
      // Returned errors are shown under their fields by react-admin's Form.
      return error instanceof HttpError ? error.body?.errors : undefined;
    }
    forgetPasswordRequest();
    notify('app.password.updated', { type: 'success' });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {/* Mounted only while open, so the form starts empty every time. */}
      {open && (
        <Form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate('app.password.title')}</DialogTitle>
          <DialogContent>
            {passwordChangeAsked() && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('app.password.required')}
              </Alert>
            )}
            <PasswordInput source="oldPassword" label="app.password.old" validate={required()} autoComplete="current-password" fullWidth />
            <PasswordInput source="password" label="app.password.new" validate={required()} autoComplete="new-password" fullWidth />
            <PasswordInput source="confirm" label="app.password.confirm" validate={[required(), matchesPassword]} autoComplete="new-password" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('app.password.submit')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
