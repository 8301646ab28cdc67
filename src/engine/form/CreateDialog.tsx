import { CreateBase, useRefresh } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { ResourceDialog } from '../ResourceScreen';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

export interface CreateDialogProps {
  resource: string;
  open: boolean;
  onClose: () => void;
}

function CreateDialogForm({ schema, onClose }: { schema: ResourceSchema; onClose: () => void }) {
  const notifySaved = useNotifySaved();
  const refresh = useRefresh();
  return (
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
  );
}

/** The add form in a dialog over the list (schemas with `modal`). */
export function CreateDialog({ resource, open, onClose }: CreateDialogProps) {
  return (
    <ResourceDialog resource={resource} open={open} onClose={onClose} title="engine.form.create_title">
      {(schema) => <CreateDialogForm schema={schema} onClose={onClose} />}
    </ResourceDialog>
  );
}
