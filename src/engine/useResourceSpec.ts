import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { ResourceSpec } from '../../common/resourceSpec';
import type { Identity } from '../authProvider';
import type { ApiDataProvider } from '../dataProvider/types';
import { useSpecText } from '../i18n/useSpecText';
import { translateSpec } from './translateSpec';
import { withoutUnlistedReferences } from './withoutUnlistedReferences';

/**
 * The spec the server serves for a resource, in the chosen language and
 * without what points at resources the user may not list; fetched once per
 * session.
 */
export function useResourceSpec(resource: string | undefined) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const schemaText = useSpecText();
  const { identity } = useGetIdentity();
  const permissions = (identity as Identity | undefined)?.permissions;
  const select = useCallback(
    (served: ResourceSpec) => {
      // Until the identity is known (it is cached for the session) nothing is left out.
      const spec = permissions ? withoutUnlistedReferences(served, permissions) : served;
      // English too: the menus' sentences are filled with the singular there.
      return translateSpec(spec, schemaText);
    },
    [schemaText, permissions],
  );
  return useQuery<ResourceSpec, Error, ResourceSpec>({
    queryKey: ['spec', resource],
    queryFn: () => dataProvider.getSpec(resource as string),
    enabled: Boolean(resource),
    staleTime: Infinity,
    select,
  });
}
