import { Edit, useRedirect } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { listPath } from '../paths';
import { ResourcePage, useScreenTitle } from '../ResourceScreen';
import { editPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

function EditPage({ spec, id }: { spec: ResourceSpec; id: string }) {
  const notifySaved = useNotifySaved();
  const redirect = useRedirect();
  return (
    <Edit
      id={id}
      title={useScreenTitle(spec, 'engine.form.edit_title')}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) => editPayload(spec, data, options?.previousData)}
      mutationOptions={{
        onSuccess: () => {
          notifySaved(spec.messages?.updated, 'engine.form.updated');
          redirect(listPath(spec.path));
        },
      }}
    >
      <ResourceForm spec={spec} mode="edit" />
    </Edit>
  );
}

/** `/{path}/edit/:id`: the edit form (spec §2.2); on success back to the list. */
export function EngineEdit() {
  return <ResourcePage>{(spec, id) => id && <EditPage spec={spec} id={id} />}</ResourcePage>;
}
