import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../common/schema';
import type { ApiDataProvider } from '../dataProvider/types';
import { translateSchema } from './translateSchema';

/** The schema the server serves for a resource, in the chosen language; fetched once per session. */
export function useResourceSchema(resource: string | undefined) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const select = useCallback(
    (schema: ResourceSchema) => (locale === 'en' ? schema : translateSchema(schema, (text) => translate(`schema.${text}`, { _: text }))),
    [locale, translate],
  );
  return useQuery<ResourceSchema, Error, ResourceSchema>({
    queryKey: ['schema', resource],
    queryFn: () => dataProvider.getSchema(resource as string),
    enabled: Boolean(resource),
    staleTime: Infinity,
    select,
  });
}
