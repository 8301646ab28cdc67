import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { ResourceSpec, FieldSpec } from '../../../../common/resourceSpec';
import { SELF_QUERY_KEY, type Identity, type SelfResponse } from '../../../authProvider';
import type { ApiDataProvider } from '../../../dataProvider/types';

export type ColumnField = FieldSpec & { column: NonNullable<FieldSpec['column']> };

export const MIN_COLUMNS = 2;

/** The fields that can be columns, in the spec's column order (then field order). */
export function columnFields(spec: ResourceSpec): ColumnField[] {
  const fields = spec.fields.filter((f): f is ColumnField => Boolean(f.column));
  const order = spec.columns ?? [];
  const rank = (f: ColumnField) => (order.includes(f.key) ? order.indexOf(f.key) : order.length);
  // Array.prototype.sort is stable: unnamed columns keep their field order.
  return fields.sort((a, b) => rank(a) - rank(b));
}

/**
 * The columns shown: the user's saved choice for this table path (from
 * `auth/self`, through getIdentity), else the columns marked default.
 */
export function useVisibleColumns(spec: ResourceSpec) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const queryClient = useQueryClient();
  const { identity, isPending, refetch } = useGetIdentity();
  const saved = (identity as Identity | undefined)?.preferences?.[spec.path];

  const all = useMemo(() => columnFields(spec), [spec]);
  const visible = useMemo(() => {
    const chosen = saved ? all.filter((f) => saved.includes(f.key)) : [];
    return chosen.length > 0 ? chosen : all.filter((f) => f.column.default);
  }, [all, saved]);

  const save = useCallback(
    async (keys: string[]) => {
      await dataProvider.savePreferences(spec.path, keys);
      // The session's auth/self is cached for good; write the new choice into
      // it so getIdentity (and this table) sees it without another round trip.
      queryClient.setQueryData<SelfResponse>(SELF_QUERY_KEY, (self) =>
        self ? { ...self, user: { ...self.user, preferences: { ...self.user.preferences, [spec.path]: keys } } } : self,
      );
      await refetch();
    },
    [dataProvider, queryClient, refetch, spec.path],
  );

  return { all, visible, isPending, save };
}
