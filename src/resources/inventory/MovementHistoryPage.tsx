import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { ScrollRegion } from '../../engine/ScrollRegion';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useCanAccess, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { MOVEMENT_CAUSE_PATHS, MOVEMENT_KIND_LABELS, type MovementKindName } from '../../../common/stockLevels';
import type { Movement } from '../../../common/wire/inventory';
import type { ApiDataProvider } from '../../dataProvider';
import { useFormatDate, useFormatMoney, useLocalDigits } from '../../shop';
import { AdjustStockDialog } from './AdjustStockDialog';
import { fetchMovements, movementsKey } from './inventoryApi';
import { AmountCell, itemName, LoadError } from '../shared/screenParts';

const KINDS = Object.keys(MOVEMENT_KIND_LABELS) as MovementKindName[];

/** A ledger row's cause as a link to its screen (an order, a purchase, a transfer, a damage, a count). */
function CauseLink({ cause }: { cause: Movement['cause'] }) {
  const translate = useTranslate();
  if (!cause) return null;
  return <Link to={`/${MOVEMENT_CAUSE_PATHS[cause.type]}/${cause.id}`}>{cause.label ?? translate(`app.inventory.cause.${cause.type}`)}</Link>;
}

/**
 * An item's movement history (`/inventory/{itemId}`, issue 21): every ledger
 * row, newest first, with the figure after it (at the chosen location, or
 * over all), its cause linked, filtered by location and kind; a manager can
 * adjust the figure from here.
 */
export default function MovementHistoryPage() {
  const translate = useTranslate();
  const { id = '' } = useParams<'id'>();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const digits = useLocalDigits();
  const { canAccess: mayAdjust } = useCanAccess({ resource: 'inventory', action: 'adjust' });
  const { canAccess: mayListLocations } = useCanAccess({ resource: 'locations', action: 'list' });
  const { data: places = [] } = useGetList<{ id: string; name: string }>(
    'locations',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'ASC' } },
    { enabled: mayListLocations === true },
  );
  const [location, setLocation] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(16);
  const [adjusting, setAdjusting] = useState(false);
  const q = { page: page + 1, limit, location: location || undefined, kind: (kind || undefined) as MovementKindName | undefined };
  const { data, error, isPending } = useQuery({ queryKey: movementsKey(id, q), queryFn: () => fetchMovements(dataProvider, id, q), enabled: Boolean(id) });
  if (error) return <LoadError error={error} />;
  if (isPending || !data) return <Loading />;
  const name = itemName(data.item.name, data.item.variant);
  const signed = (n: number) => digits(n > 0 ? `+${n}` : String(n));
  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate('app.inventory.history_title', { name })} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
            <Box>
              <Typography variant="h6" component="h1">
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[data.item.sku, translate('app.inventory.on_hand', { stock: digits(String(data.item.stock)) })].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {mayAdjust && (
              <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setAdjusting(true)}>
                {translate('app.inventory.adjust')}
              </Button>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
            {mayListLocations && (
              <TextField
                select
                size="small"
                sx={{ minWidth: 200 }}
                label={translate('app.inventory.location')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={location}
                onChange={(e) => {
                  setLocation(e.target.value);
                  setPage(0);
                }}
              >
                <MenuItem value="">{translate('app.inventory.all_locations')}</MenuItem>
                {places.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              label={translate('app.inventory.kind')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value);
                setPage(0);
              }}
            >
              <MenuItem value="">{translate('app.inventory.all_kinds')}</MenuItem>
              {KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`app.inventory.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ScrollRegion label={translate('app.inventory.history')}>
            <Table size="small" aria-label={translate('app.inventory.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.inventory.date')}</TableCell>
                  <TableCell>{translate('app.inventory.location')}</TableCell>
                  <TableCell>{translate('app.inventory.kind')}</TableCell>
                  <TableCell align="right">{translate('app.inventory.qty')}</TableCell>
                  <TableCell align="right">{translate('app.inventory.unit_cost')}</TableCell>
                  <TableCell align="right">{translate('app.inventory.balance')}</TableCell>
                  <TableCell>{translate('app.inventory.user')}</TableCell>
                  <TableCell>{translate('app.inventory.reference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.doc.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>{translate('app.inventory.no_movements')}</TableCell>
                  </TableRow>
                )}
                {data.doc.map((m) => (
                  <TableRow key={m._id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate.dateTime(m.createdAt)}</TableCell>
                    <TableCell>{m.location}</TableCell>
                    <TableCell>
                      <Chip size="small" label={translate(`app.inventory.kinds.${m.kind}`)} color={m.qty < 0 ? 'default' : 'success'} variant="outlined" />
                    </TableCell>
                    <TableCell align="right">{signed(m.qty)}</TableCell>
                    <AmountCell>{money(m.unitCost)}</AmountCell>
                    <TableCell align="right">{digits(String(m.balance))}</TableCell>
                    <TableCell>{m.user ?? ''}</TableCell>
                    <TableCell>
                      <CauseLink cause={m.cause} />
                      {m.note && (
                        <Typography variant="caption" component="div" color="text.secondary">
                          {m.note}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
          <TablePagination
            component="div"
            count={data.totalDocs}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={limit}
            rowsPerPageOptions={[16, 32, 64]}
            onRowsPerPageChange={(e) => {
              setLimit(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => digits(translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }))}
          />
        </CardContent>
      </Card>
      {adjusting && <AdjustStockDialog itemId={id} name={name} open onClose={() => setAdjusting(false)} />}
    </Box>
  );
}
