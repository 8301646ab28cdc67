import { Box, Card, Stack, Typography } from '@mui/material';
import { Title, useListContext } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { SelectionBar } from './bulk/SelectionBar';
import { ColumnChooser } from './columns/ColumnChooser';
import { useVisibleColumns } from './columns/useVisibleColumns';
import { ExportButton } from './export/ExportButton';
import { FilterBar } from './filters/FilterBar';
import { ListBody } from './ListBody';
import { sortFromParam } from './sortFromParam';
import { AddButton } from './toolbar/AddButton';
import { ListPagination } from './toolbar/ListPagination';
import { RefreshButton } from './toolbar/RefreshButton';
import { ResultCount } from './toolbar/ResultCount';
import { SearchBox } from './toolbar/SearchBox';
import { useClearSelectionOnQueryChange } from './useClearSelectionOnQueryChange';

/** The data table page of spec §2.4, inside react-admin's list context. */
export const ListPage = ({ spec }: { spec: ResourceSpec }) => {
  const { selectedIds } = useListContext();
  const { all, visible, isPending: columnsPending, save } = useVisibleColumns(spec);
  useClearSelectionOnQueryChange();
  const visibleKeys = visible.map((f) => f.key);

  return (
    <Box sx={{ py: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title={spec.title} />
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {spec.title}
        </Typography>
        {spec.export && <ExportButton resource={spec.path} fields={all} visible={visibleKeys} />}
        <AddButton spec={spec} />
      </Stack>
      <Card variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SearchBox />
            <RefreshButton defaultSort={sortFromParam(spec.defaultSort)} />
            <ColumnChooser all={all} visible={visible} save={save} />
            <Box sx={{ flex: 1 }} />
            <ResultCount />
          </Stack>
          {selectedIds.length > 0 ? <SelectionBar spec={spec} columns={{ all, visible: visibleKeys }} /> : <FilterBar filters={spec.filters} />}
          {spec.topPagination && <ListPagination />}
          <ListBody spec={spec} columns={visible} columnsPending={columnsPending} />
          <ListPagination />
        </Stack>
      </Card>
    </Box>
  );
};
