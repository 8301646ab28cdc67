import { Edit, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceSchema } from '../../../common/schema';
import { listPath } from '../paths';
import { editPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';
import { useSingularName } from './useSingularName';
import { WithSchema } from './WithSchema';

function EditPage({ schema, id }: { schema: ResourceSchema; id: string }) {
  const translate = useTranslate();
  const notifySaved = useNotifySaved();
  const redirect = useRedirect();
  const singular = useSingularName(schema);
  return (
    <Edit
      id={id}
      title={translate('engine.form.edit_title', { name: singular })}
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
  const resource = useResourceContext();
  const { id } = useParams<'id'>();
  if (!id) return null;
  return <WithSchema resource={resource}>{(schema) => <EditPage schema={schema} id={id} />}</WithSchema>;
}
