import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { ReferenceSpec } from '../../../../common/resourceSpec';
import { readPath } from '../recordPath';
import type { ColumnField } from './useVisibleColumns';

/** Label of each referenced record, by resource then id; absent while loading. */
type Labels = Map<string, Map<string, string>>;

const ReferenceLabelsContext = createContext<Labels>(new Map());

function referencedIds(data: Record<string, unknown>[] | undefined, key: string): string[] {
  const ids = new Set<string>();
  for (const record of data ?? []) {
    const value = readPath(record, key);
    if (typeof value === 'string' && value) ids.add(value);
  }
  return [...ids].sort();
}

/**
 * One getMany per reference column for the page's records. react-admin's
 * ReferenceField batches its calls too, but holds a query per row, which on
 * a page of 999 rows costs more than the table itself.
 */
export const ReferenceLabelsProvider = ({ columns, children }: { columns: ColumnField[]; children: ReactNode }) => {
  const dataProvider = useDataProvider();
  const { data } = useListContext();
  const lookups = columns
    .filter((f): f is ColumnField & { reference: ReferenceSpec } => f.column.type === 'reference' && Boolean(f.reference))
    .map((f) => ({ reference: f.reference, ids: referencedIds(data, f.key) }));

  const results = useQueries({
    queries: lookups.map(({ reference, ids }) => ({
      // react-admin's own getMany key, so the records are shared with its cache.
      queryKey: [reference.resource, 'getMany', { ids: ids.map(String), meta: undefined }],
      queryFn: () => dataProvider.getMany(reference.resource, { ids }).then((answer) => answer.data),
      enabled: ids.length > 0,
      staleTime: 60_000,
    })),
  });

  // Two strings stand for "which lookups" and "which answers", so the dependency list keeps one size.
  const lookupsKey = JSON.stringify(lookups);
  const answersKey = results.map((r) => r.dataUpdatedAt).join(',');
  const labels = useMemo(() => {
    const byResource: Labels = new Map();
    lookups.forEach(({ reference }, i) => {
      const known = byResource.get(reference.resource) ?? new Map<string, string>();
      for (const record of results[i]?.data ?? []) {
        known.set(String(record.id), String(readPath(record, reference.labelKey) ?? record.id));
      }
      byResource.set(reference.resource, known);
    });
    return byResource;
    // lookups and results are new arrays each render; the two keys say when their content changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookupsKey, answersKey]);

  return <ReferenceLabelsContext.Provider value={labels}>{children}</ReferenceLabelsContext.Provider>;
};

export function useReferenceLabel(resource: string | undefined, id: unknown): string | undefined {
  const labels = useContext(ReferenceLabelsContext);
  if (!resource || id == null) return undefined;
  return labels.get(resource)?.get(String(id));
}
