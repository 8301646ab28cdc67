import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ResourceSchema } from '../../common/schema';
import type { ApiDataProvider } from '../dataProvider/types';

/** The schema the server serves for a resource; fetched once per session. */
export function useResourceSchema(resource: string | undefined) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery<ResourceSchema>({
    queryKey: ['schema', resource],
    queryFn: () => dataProvider.getSchema(resource as string),
    enabled: Boolean(resource),
    staleTime: Infinity,
  });
}
