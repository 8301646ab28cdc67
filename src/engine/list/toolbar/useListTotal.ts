import { useListContext } from 'react-admin';
import type { CappedListMeta } from '../../../../common/resourceSpec';

export interface ListTotal {
  count: number;
  /** There are more than `count`: the server capped its count and this is not the last page. */
  more: boolean;
}

/**
 * The list's match count; for a capped count (apiDataProvider's meta) "more
 * than the cap", until the last page shows the exact figure. Undefined while loading.
 */
export function useListTotal(): ListTotal | undefined {
  const { total, meta, isPending, hasNextPage, page, perPage, data } = useListContext();
  const shown: number = Array.isArray(data) ? data.length : 0;
  if (isPending) return undefined;
  if (total != null) return { count: total, more: false };
  const atLeast = (meta as Partial<CappedListMeta> | undefined)?.totalAtLeast;
  if (atLeast == null) return undefined;
  if (!hasNextPage) return { count: (page - 1) * perPage + shown, more: false };
  return { count: Math.max(atLeast, page * perPage), more: true };
}
