import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import { cellStyles } from '../columns/cellStyles';
import type { ColumnField } from '../columns/useVisibleColumns';
import { RecordCard } from './RecordCard';

/** Cards instead of rows on narrow screens (spec §2.4), with the same selection. */
export const RecordCards = ({ spec, columns }: { spec: ResourceSpec; columns: ColumnField[] }) => {
  const translate = useTranslate();
  const { data = [], selectedIds, onToggleItem, onSelect } = useListContext();
  const selectable = spec.bulkMenu.length > 0;
  const pageIds = data.map((r) => r.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  return (
    <Stack spacing={1} sx={cellStyles}>
      {selectable && (
        <FormControlLabel
          label={translate('ra.action.select_all')}
          control={
            <Checkbox
              checked={allSelected}
              onChange={() => onSelect(allSelected ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])])}
            />
          }
        />
      )}
      {data.map((record) => (
        <RecordCard
          key={record.id}
          spec={spec}
          columns={columns}
          record={record}
          selectable={selectable}
          selected={selectedIds.includes(record.id)}
          onToggle={() => onToggleItem(record.id)}
        />
      ))}
    </Stack>
  );
};
