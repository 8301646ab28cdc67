import { useEffect } from 'react';
import { HttpError, useListContext, useResourceContext, useStoreContext } from 'react-admin';
import type { FilterDef } from '../../../common/resourceSpec';
import { fieldErrors } from '../describeError';

/** A filter key the spec declares: the field itself or the field with an operator (`createdAt_gte`), search, ids. */
export function isDeclaredFilterKey(filters: FilterDef[], key: string): boolean {
  if (key === 'q' || key === 'id') return true;
  return filters.some((f) => key === f.field || key.startsWith(`${f.field}_`));
}

/**
 * When the server refuses the list's query (400), the filter keys it refused
 * are dropped from what the list remembers for the next visit: those the spec
 * does not declare (an old link's `?filter={"bogus":"x"}`) and those the
 * refusal names (`createdAt_last: must be days_N or months_N`). The page
 * itself keeps the error card, with Clear filters and Try again, until the
 * person acts.
 */
export function useForgetRefusedFilters(filters: FilterDef[]): void {
  const { error, filterValues } = useListContext();
  const resource = useResourceContext();
  const { getItem, setItem } = useStoreContext();
  const refused = error instanceof HttpError && error.status === 400;
  useEffect(() => {
    if (!refused || !resource) return;
    const key = `${resource}.listParams`;
    const stored = getItem<{ filter?: Record<string, unknown> }>(key);
    const filter = stored?.filter ?? filterValues;
    const named = fieldErrors(error);
    const kept = Object.fromEntries(Object.entries(filter ?? {}).filter(([k]) => isDeclaredFilterKey(filters, k) && !(k in named)));
    if (Object.keys(kept).length !== Object.keys(filter ?? {}).length) setItem(key, { ...stored, filter: kept });
  }, [refused, error, resource, filters, filterValues, getItem, setItem]);
}
