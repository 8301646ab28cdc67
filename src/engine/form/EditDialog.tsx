import LinearProgress from '@mui/material/LinearProgress';
import { EditBase, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { ResourceDialog } from '../ResourceScreen';
import { editPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

export interface EditDialogProps {
  resource: string;
  id: Identifier;
  open: boolean;
  onClose: () => void;
}

function EditDialogForm({ spec, id, onClose }: { spec: ResourceSpec; id: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const notifySaved = useNotifySaved();
  const refresh = useRefresh();
  return (
    <EditBase
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      loading={<LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />}
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) => editPayload(spec, data, options?.previousData)}
      mutationOptions={{
        onSuccess: () => {
          notifySaved(spec.messages?.updated, 'engine.form.updated');
          refresh();
          onClose();
        },
      }}
    >
      <ResourceForm spec={spec} mode="edit" onCancel={onClose} />
    </EditBase>
  );
}

/** The edit form in a dialog over the list; closes on success and starts afresh next time. */
export function EditDialog({ resource, id, open, onClose }: EditDialogProps) {
  return (
    <ResourceDialog resource={resource} open={open} onClose={onClose} title="engine.form.edit_title">
      {(spec) => <EditDialogForm spec={spec} id={id} onClose={onClose} />}
    </ResourceDialog>
  );
}
