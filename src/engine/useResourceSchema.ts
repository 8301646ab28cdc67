import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { ResourceSchema } from '../../common/schema';
import type { ApiDataProvider } from '../dataProvider/types';
import { useSchemaText } from '../i18n/useSchemaText';
import { translateSchema } from './translateSchema';

/** The schema the server serves for a resource, in the chosen language; fetched once per session. */
export function useResourceSchema(resource: string | undefined) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const schemaText = useSchemaText();
  const [locale] = useLocaleState();
  const select = useCallback(
    (schema: ResourceSchema) => (locale === 'en' ? schema : translateSchema(schema, schemaText)),
    [locale, schemaText],
  );
  return useQuery<ResourceSchema, Error, ResourceSchema>({
    queryKey: ['schema', resource],
    queryFn: () => dataProvider.getSchema(resource as string),
    enabled: Boolean(resource),
    staleTime: Infinity,
    select,
  });
}
