import { CreateBase, useRefresh } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { ResourceDialog } from '../ResourceScreen';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

export interface CreateDialogProps {
  resource: string;
  open: boolean;
  onClose: () => void;
}

function CreateDialogForm({ spec, onClose }: { spec: ResourceSpec; onClose: () => void }) {
  const notifySaved = useNotifySaved();
  const refresh = useRefresh();
  return (
    <CreateBase
      transform={(data: Record<string, unknown>) => createPayload(spec, data)}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notifySaved(spec.messages?.created, 'engine.form.created');
          refresh();
          onClose();
        },
      }}
    >
      <ResourceForm spec={spec} mode="create" onCancel={onClose} />
    </CreateBase>
  );
}

/** The add form in a dialog over the list (specs with `modal`). */
export function CreateDialog({ resource, open, onClose }: CreateDialogProps) {
  return (
    <ResourceDialog resource={resource} open={open} onClose={onClose} title="engine.form.create_title">
      {(spec) => <CreateDialogForm spec={spec} onClose={onClose} />}
    </ResourceDialog>
  );
}
