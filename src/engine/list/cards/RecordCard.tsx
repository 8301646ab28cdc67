import { Box, Card, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useNavigate, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import { showPath } from '../../paths';
import { cellClasses } from '../columns/cellStyles';
import { ColumnValue } from '../columns/ColumnValue';
import type { ColumnField } from '../columns/useVisibleColumns';
import { RowMenu } from '../rowMenu/RowMenu';
import { columnLabel } from '../../../../common/fieldFlag';

interface RecordCardProps {
  spec: ResourceSpec;
  columns: ColumnField[];
  record: RaRecord;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}

/** One record on a narrow screen: its chosen columns as label and value, one line each. */
export const RecordCard = ({ spec, columns, record, selectable, selected, onToggle }: RecordCardProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [first, ...rest] = columns;
  return (
    <RecordContextProvider value={record}>
      <Card
        variant="outlined"
        component="article"
        onClick={spec.clickable ? () => navigate(showPath(spec.path, record.id)) : undefined}
        sx={{ cursor: spec.clickable ? 'pointer' : undefined }}
      >
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {selectable && (
              <Checkbox
                checked={selected}
                onClick={(event) => event.stopPropagation()}
                onChange={onToggle}
                slotProps={{ input: { 'aria-label': translate('engine.list.selection.select_row') } }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>{first && <ColumnValue field={first} record={record} />}</Box>
            <RowMenu spec={spec} record={record} />
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              // The value's column may shrink: a long slug wraps instead of pushing its row onto lines of its own.
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              alignItems: 'baseline',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              mt: 1,
              [`& .${cellClasses.copyable}`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
            }}
          >
            {rest.map((field) => (
              <Box key={field.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {columnLabel(field)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  <ColumnValue field={field} record={record} />
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};
