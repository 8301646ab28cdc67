import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useListContext, useTranslate, type SortPayload } from 'react-admin';
import { DEFAULT_LIMIT } from '../../../../common/resourceSpec';

/**
 * Refresh is also a reset (spec §4): page 1, default page size and sort, no
 * search, no filters, no selection. When the list is already there, it only
 * refetches.
 */
export const RefreshButton = ({ defaultSort }: { defaultSort: SortPayload }) => {
  const translate = useTranslate();
  const { filterValues, sort, perPage, page, setFilters, setSort, setPerPage, refetch, onUnselectItems } = useListContext();
  const atDefaults =
    Object.keys(filterValues).length === 0 && sort.field === defaultSort.field && sort.order === defaultSort.order && perPage === DEFAULT_LIMIT && page === 1;

  const reset = () => {
    onUnselectItems();
    if (atDefaults) {
      void refetch();
      return;
    }
    // react-admin applies these together, in one new query.
    setFilters({});
    setSort(defaultSort);
    setPerPage(DEFAULT_LIMIT);
  };

  const label = translate('engine.list.refresh');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={reset}>
        <RefreshIcon />
      </IconButton>
    </Tooltip>
  );
};
