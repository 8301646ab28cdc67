import { Create, useNotify, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { listPath } from '../paths';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useSingularName } from './useSingularName';
import { WithSchema } from './WithSchema';

function CreatePage({ schema }: { schema: ResourceSchema }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const singular = useSingularName(schema);
  return (
    <Create
      title={translate('engine.form.create_title', { name: singular })}
      transform={(data: Record<string, unknown>) => createPayload(schema, data)}
      mutationOptions={{
        onSuccess: () => {
          notify(schema.messages?.created ?? 'engine.form.created', { type: 'success' });
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
