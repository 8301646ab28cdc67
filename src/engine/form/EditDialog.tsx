import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import DialogTitle from '@mui/material/DialogTitle';
import { EditBase, ResourceContextProvider, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { editPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';
import { useSingularName } from './useSingularName';
import { WithSchema } from './WithSchema';

export interface EditDialogProps {
  resource: string;
  id: Identifier;
  open: boolean;
  onClose: () => void;
}

function EditDialogBody({ schema, id, titleId, onClose }: { schema: ResourceSchema; id: Identifier; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notifySaved = useNotifySaved();
  const refresh = useRefresh();
  const singular = useSingularName(schema);
  return (
    <>
      <DialogTitle id={titleId}>{translate('engine.form.edit_title', { name: singular })}</DialogTitle>
      <EditBase
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        loading={<LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />}
        transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
          editPayload(schema, data, options?.previousData)
        }
        mutationOptions={{
          onSuccess: () => {
            notifySaved(schema.messages?.updated, 'engine.form.updated');
            refresh();
            onClose();
          },
        }}
      >
        <ResourceForm schema={schema} mode="edit" onCancel={onClose} />
      </EditBase>
    </>
  );
}

/** The edit form in a dialog over the list; closes on success and starts afresh next time. */
export function EditDialog({ resource, id, open, onClose }: EditDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <ResourceContextProvider value={resource}>
        <WithSchema resource={resource}>
          {(schema) => <EditDialogBody schema={schema} id={id} titleId={titleId} onClose={onClose} />}
        </WithSchema>
      </ResourceContextProvider>
    </Dialog>
  );
}
