import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { CreateBase, ResourceContextProvider, useRefresh, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';
import { useSingularName } from './useSingularName';
import { WithSchema } from './WithSchema';

export interface CreateDialogProps {
  resource: string;
  open: boolean;
  onClose: () => void;
}

function CreateDialogBody({ schema, titleId, onClose }: { schema: ResourceSchema; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notifySaved = useNotifySaved();
  const refresh = useRefresh();
  const singular = useSingularName(schema);
  return (
    <>
      <DialogTitle id={titleId}>{translate('engine.form.create_title', { name: singular })}</DialogTitle>
      <CreateBase
        transform={(data: Record<string, unknown>) => createPayload(schema, data)}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notifySaved(schema.messages?.created, 'engine.form.created');
            refresh();
            onClose();
          },
        }}
      >
        <ResourceForm schema={schema} mode="create" onCancel={onClose} />
      </CreateBase>
    </>
  );
}

/**
 * The add form in a dialog over the list (schemas with `modal`). The body
 * unmounts when the dialog closes, so the form and its mutation start afresh.
 */
export function CreateDialog({ resource, open, onClose }: CreateDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <ResourceContextProvider value={resource}>
        <WithSchema resource={resource}>
          {(schema) => <CreateDialogBody schema={schema} titleId={titleId} onClose={onClose} />}
        </WithSchema>
      </ResourceContextProvider>
    </Dialog>
  );
}
