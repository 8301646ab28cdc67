import { useMemo } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { pageFor } from '../parts/customPages';
import { EngineShow } from './EngineShow';

/** `/view/:resource/:id` (row action view-item): the show page of any resource, outside its own routes. */
export function ViewItemPage() {
  const { resource } = useParams<'resource'>();
  const Show = useMemo(() => (resource ? pageFor(resource, 'show', EngineShow) : null), [resource]);
  if (!resource || !Show) return null;
  return (
    <ResourceContextProvider value={resource}>
      <Show />
    </ResourceContextProvider>
  );
}
