import { Create, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { listPath } from '../paths';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';
import { useSingularName } from './useSingularName';
import { WithSchema } from './WithSchema';

function CreatePage({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const notifySaved = useNotifySaved();
  const redirect = useRedirect();
  const singular = useSingularName(schema);
  return (
    <Create
      title={translate('engine.form.create_title', { name: singular })}
      transform={(data: Record<string, unknown>) => createPayload(schema, data)}
      mutationOptions={{
        onSuccess: () => {
          notifySaved(schema.messages?.created, 'engine.form.created');
          redirect(listPath(schema.path));
        },
      }}
    >
      <ResourceForm schema={schema} mode="create" />
    </Create>
  );
}

/** `/{path}/create`: the add form of the resource in context (spec §2.2). */
export function EngineCreate() {
  const resource = useResourceContext();
  return <WithSchema resource={resource}>{(schema) => <CreatePage schema={schema} />}</WithSchema>;
}
