import { ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EngineShow } from './EngineShow';

/** `/view/:resource/:id` (row action view-item): the show page of any resource, outside its own routes. */
export function ViewItemPage() {
  const { resource } = useParams<'resource'>();
  if (!resource) return null;
  return (
    <ResourceContextProvider value={resource}>
      <EngineShow />
    </ResourceContextProvider>
  );
}
