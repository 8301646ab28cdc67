import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/**
 * Spec §4: changing page, page size, sort, search or filters clears the row
 * selection. react-admin keeps the selection across queries (it is in its
 * store), so this drops it when the query changes.
 */
export function useClearSelectionOnQueryChange() {
  const { page, perPage, sort, filterValues, selectedIds, onUnselectItems } = useListContext();
  const signature = JSON.stringify([page, perPage, sort, filterValues]);
  const last = useRef(signature);
  const hasSelection = selectedIds.length > 0;
  useEffect(() => {
    if (last.current === signature) return;
    last.current = signature;
    if (hasSelection) onUnselectItems();
  }, [signature, hasSelection, onUnselectItems]);
}
