import { Create, useRedirect } from 'react-admin';
import type { ResourceSchema } from '../../../common/schema';
import { listPath } from '../paths';
import { ResourcePage, useScreenTitle } from '../ResourceScreen';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

function CreatePage({ schema }: { schema: ResourceSchema }) {
  const notifySaved = useNotifySaved();
  const redirect = useRedirect();
  return (
    <Create
      title={useScreenTitle(schema, 'engine.form.create_title')}
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
  return <ResourcePage>{(schema) => <CreatePage schema={schema} />}</ResourcePage>;
}
