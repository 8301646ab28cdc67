import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ResourceSpec } from '../../../common/resourceSpec';
import { RecordCards } from './cards/RecordCards';
import { CellFormatsProvider } from './columns/CellFormats';
import { ReferenceLabelsProvider } from './columns/ReferenceLabels';
import type { ColumnField } from './columns/useVisibleColumns';
import { EmptyCard } from './states/EmptyCard';
import { ErrorCard } from './states/ErrorCard';
import { ListSkeleton } from './states/ListSkeleton';
import { useForgetRefusedFilters } from './useForgetRefusedFilters';
import { EngineDataTable } from './table/EngineDataTable';
import { useScrollEdges } from './table/useScrollEdges';

/** Below the large-screen breakpoint of spec §9, cards replace rows. */
export const NARROW_BELOW_PX = 800;

interface ListBodyProps {
  spec: ResourceSpec;
  columns: ColumnField[];
  /** The user's column choice is still loading. */
  columnsPending: boolean;
}

/** The rows, or what stands in for them: skeleton, error card, no-results card. */
export const ListBody = ({ spec, columns, columnsPending }: ListBodyProps) => {
  const { isPending, error, data, total, filterValues, setFilters, refetch } = useListContext();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(NARROW_BELOW_PX));
  const scroller = useScrollEdges<HTMLDivElement>();
  useForgetRefusedFilters(spec.filters);
  if (error) {
    // A refused filter (an old link) would otherwise leave the person no way back.
    const filtered = Object.keys(filterValues).length > 0;
    return <ErrorCard error={error} fields={spec.fields} onReset={filtered ? () => setFilters({}) : undefined} onRetry={() => void refetch()} />;
  }
  if (isPending || columnsPending) return <ListSkeleton columns={columns.length + 1} />;
  if (total === 0 || !data || data.length === 0) return <EmptyCard />;
  return (
    <CellFormatsProvider>
      <ReferenceLabelsProvider columns={columns}>
        {narrow ? (
          <RecordCards spec={spec} columns={columns} />
        ) : (
          // A table with many columns scrolls inside its card instead of widening the page.
          <Box ref={scroller} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <EngineDataTable spec={spec} columns={columns} />
          </Box>
        )}
      </ReferenceLabelsProvider>
    </CellFormatsProvider>
  );
};
