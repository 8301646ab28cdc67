import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { ResourceSchema, SchemaField } from '../../../../common/schema';
import { SELF_QUERY_KEY, type Identity, type SelfResponse } from '../../../authProvider';
import type { ApiDataProvider } from '../../../dataProvider/types';

export type ColumnField = SchemaField & { column: NonNullable<SchemaField['column']> };

export const MIN_COLUMNS = 2;

/** The fields that can be columns, in the schema's column order (then field order). */
export function columnFields(schema: ResourceSchema): ColumnField[] {
  const fields = schema.fields.filter((f): f is ColumnField => Boolean(f.column));
  const order = schema.columns ?? [];
  const rank = (f: ColumnField) => (order.includes(f.key) ? order.indexOf(f.key) : order.length);
  // Array.prototype.sort is stable: unnamed columns keep their field order.
  return fields.sort((a, b) => rank(a) - rank(b));
}

/**
 * The columns shown: the user's saved choice for this table path (from
 * `auth/self`, through getIdentity), else the columns marked default.
 */
export function useVisibleColumns(schema: ResourceSchema) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const { identity, isPending, refetch } = useGetIdentity();
  const saved = (identity as Identity | undefined)?.preferences?.[schema.path];

  const all = useMemo(() => columnFields(schema), [schema]);
  const visible = useMemo(() => {
    const chosen = saved ? all.filter((f) => saved.includes(f.key)) : [];
    return chosen.length > 0 ? chosen : all.filter((f) => f.column.default);
  }, [all, saved]);

  const save = useCallback(
    async (keys: string[]) => {
      await dataProvider.savePreferences(schema.path, keys);
      // The session's auth/self is cached for good; write the new choice into
      // it so getIdentity (and this table) sees it without another round trip.
      queryClient.setQueryData<SelfResponse>(SELF_QUERY_KEY, (self) =>
        self ? { ...self, user: { ...self.user, preferences: { ...self.user.preferences, [schema.path]: keys } } } : self,
      );
      await refetch();
    },
    [dataProvider, queryClient, refetch, schema.path],
  );

  return { all, visible, isPending, save };
}
