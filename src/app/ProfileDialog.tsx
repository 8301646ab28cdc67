import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import {
  Form,
  HttpError,
  maxLength,
  required,
  ResourceContextProvider,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { FieldSpec } from '../../common/resourceSpec';
import { IDENTITY_QUERY_KEY, SELF_QUERY_KEY, type Identity } from '../authProvider';
import type { ApiDataProvider } from '../dataProvider/types';
import { ImageInput } from '../engine/fields/ImageInput';

interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Profile {
  name: string;
  phone: string | null;
  image: string | null;
}

/** Your own name, phone and picture (`PUT auth/update/self`), opened from the account menu. */
export const ProfileDialog = ({ open, onClose }: ProfileDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const titleId = useId();
  // The engine's picture input (upload, media library, web address), labelled in the current language.
  const imageField = useMemo<FieldSpec>(() => ({ key: 'image', label: translate('app.profile.image'), type: 'image', viewType: 'image' }), [translate]);

  const submit = async (values: Partial<Profile>) => {
    try {
      await dataProvider.request('PUT /auth/update/self', {
        body: {
          name: values.name ?? '',
          phone: values.phone || null,
          image: values.image || null,
        },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.notification.error_loading', { type: 'error' });
      return error instanceof HttpError ? error.body?.errors : undefined;
    }
    // The top bar's name and picture come from auth/self: read it again.
    await queryClient.invalidateQueries({ queryKey: SELF_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
    notify('app.profile.updated', { type: 'success' });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {open && identity && (
        <ResourceContextProvider value="users">
          <Form
            onSubmit={submit}
            noValidate
            defaultValues={{ name: identity.fullName ?? '', phone: (identity as Identity).phone ?? '', image: identity.avatar ?? null }}
          >
            <DialogTitle id={titleId}>{translate('app.profile.title')}</DialogTitle>
            <DialogContent>
              <ImageInput field={imageField} mode="edit" />
              <TextInput source="name" label="app.profile.name" validate={[required(), maxLength(200)]} autoComplete="name" fullWidth />
              <TextInput source="phone" label="app.profile.phone" validate={maxLength(50)} autoComplete="tel" fullWidth />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained">
                {translate('ra.action.save')}
              </Button>
            </DialogActions>
          </Form>
        </ResourceContextProvider>
      )}
    </Dialog>
  );
};
