import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useGetIdentity, useLocaleState } from 'react-admin';
import type { ResourceSchema } from '../../common/schema';
import type { Identity } from '../authProvider';
import type { ApiDataProvider } from '../dataProvider/types';
import { useSchemaText } from '../i18n/useSchemaText';
import { translateSchema } from './translateSchema';
import { withoutUnlistedReferences } from './withoutUnlistedReferences';

/**
 * The schema the server serves for a resource, in the chosen language and
 * without what points at resources the user may not list; fetched once per
 * session.
 */
export function useResourceSchema(resource: string | undefined) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const schemaText = useSchemaText();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const permissions = (identity as Identity | undefined)?.permissions;
  const select = useCallback(
    (served: ResourceSchema) => {
      // Until the identity is known (it is cached for the session) nothing is left out.
      const schema = permissions ? withoutUnlistedReferences(served, permissions) : served;
      return locale === 'en' ? schema : translateSchema(schema, schemaText);
    },
    [locale, schemaText, permissions],
  );
  return useQuery<ResourceSchema, Error, ResourceSchema>({
    queryKey: ['schema', resource],
    queryFn: () => dataProvider.getSchema(resource as string),
    enabled: Boolean(resource),
    staleTime: Infinity,
    select,
  });
}
