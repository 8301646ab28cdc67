import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { ReferenceSpec } from '../../../common/resourceSpec';

/** The most suggestions read; a store has tens of sizes or colours, not thousands. */
const SUGGESTIONS_LIMIT = 1000;
const none: string[] = [];

/**
 * The names of the records of a field's suggestion source, in that
 * resource's own sort order (sizes by their Sort Order): no sort is sent, so
 * the server applies the resource's default. Nothing without a source.
 */
export function useSuggestions(source: ReferenceSpec | undefined): string[] {
  const { data } = useGetList(
    source?.resource ?? '',
    // react-admin sorts by `id` unless told; the data provider sends no sort then (the server's default order).
    { pagination: { page: 1, perPage: SUGGESTIONS_LIMIT } },
    { enabled: source !== undefined, staleTime: 60_000 },
  );
  return useMemo(() => {
    if (!source || !data) return none;
    const names = data.map((record) => record[source.labelKey]).filter((name): name is string => typeof name === 'string' && name !== '');
    return [...new Set(names)];
  }, [data, source]);
}
