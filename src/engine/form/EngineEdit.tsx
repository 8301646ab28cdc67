import { Edit, useRedirect } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { listPath } from '../paths';
import { ResourcePage, useScreenTitle } from '../ResourceScreen';
import { editPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

function EditPage({ schema, id }: { schema: ResourceSchema; id: string }) {
  const notifySaved = useNotifySaved();
  const redirect = useRedirect();
  return (
    <Edit
      id={id}
      title={useScreenTitle(schema, 'engine.form.edit_title')}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        editPayload(schema, data, options?.previousData)
      }
      mutationOptions={{
        onSuccess: () => {
          notifySaved(schema.messages?.updated, 'engine.form.updated');
          redirect(listPath(schema.path));
        },
      }}
    >
      <ResourceForm schema={schema} mode="edit" />
    </Edit>
  );
}

/** `/{path}/edit/:id`: the edit form (spec §2.2); on success back to the list. */
export function EngineEdit() {
  return <ResourcePage>{(schema, id) => id && <EditPage schema={schema} id={id} />}</ResourcePage>;
}
