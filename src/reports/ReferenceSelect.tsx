import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../dataProvider/types';

interface ReferenceSelectProps {
  /** `locations`, `categories`, `brands`: the records offered, by name (spec §9: up to 1000, sorted by name). */
  resource: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

interface Named {
  id: string;
  name?: string;
}

/** A dashboard or report filter that picks one record, or all of them (empty). */
export function ReferenceSelect({ resource, label, value, onChange }: ReferenceSelectProps) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({
    queryKey: [resource, 'getList', 'reports-filter'],
    queryFn: () => dp.getList<Named>(resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
    staleTime: 60_000,
  });
  const options = data?.data ?? [];
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      label={label}
      value={options.some((o) => String(o.id) === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 150 }}
      // Label above, "All" inside: a long label is never cut by the field's width.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate('reports.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name ?? String(o.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
