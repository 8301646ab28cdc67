import { Create, useRedirect } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { listPath } from '../paths';
import { ResourcePage, useScreenTitle } from '../ResourceScreen';
import { createPayload } from './formFields';
import { ResourceForm } from './ResourceForm';
import { useNotifySaved } from './useNotifySaved';

function CreatePage({ spec }: { spec: ResourceSpec }) {
  const notifySaved = useNotifySaved();
  const redirect = useRedirect();
  return (
    <Create
      title={useScreenTitle(spec, 'engine.form.create_title')}
      transform={(data: Record<string, unknown>) => createPayload(spec, data)}
      mutationOptions={{
        onSuccess: () => {
          notifySaved(spec.messages?.created, 'engine.form.created');
          redirect(listPath(spec.path));
        },
      }}
    >
      <ResourceForm spec={spec} mode="create" />
    </Create>
  );
}

/** `/{path}/create`: the add form of the resource in context (spec §2.2). */
export function EngineCreate() {
  return <ResourcePage>{(spec) => <CreatePage spec={spec} />}</ResourcePage>;
}
