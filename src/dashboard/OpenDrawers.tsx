import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCanAccess, useDataProvider, useGetMany, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../dataProvider/types';
import { showPath } from '../engine/paths';
import { filteredList } from '../reports/filteredList';
import { useFigures } from '../reports/useFigures';
import { WidgetCard } from '../reports/WidgetCard';
import { useFormatDate } from '../shop';
import { SmallTable, ViewAll } from './SmallTable';

/** Read again each minute: a drawer's expected cash moves with every sale. */
const REFRESH_MS = 60_000;

/**
 * The shifts open now and the cash each drawer should hold (issue 36), for
 * whoever may list shifts: their own shop's, or every shop's with
 * orders:any-location (`GET /api/shifts/open-drawers`). Not bound to the
 * dashboard's period: a drawer is open now or not.
 */
export function OpenDrawers() {
  const { canAccess } = useCanAccess({ resource: 'shifts', action: 'list' });
  return canAccess ? <OpenDrawersCard /> : null;
}

function OpenDrawersCard() {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const f = useFigures();
  const dates = useFormatDate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`reports.dashboard.${key}`, options);
  const { data, dataUpdatedAt } = useQuery({
    queryKey: ['shifts', 'open-drawers'],
    queryFn: () => dp.request('GET /shifts/open-drawers'),
    refetchInterval: REFRESH_MS,
  });
  const drawers = data?.drawers ?? [];
  const { data: places = [] } = useGetMany<{ id: string; name: string }>(
    'locations',
    { ids: [...new Set(drawers.map((d) => d.shift.location))] },
    { enabled: drawers.length > 0 },
  );
  const placeName = (id: string) => places.find((p) => p.id === id)?.name ?? '—';
  const title = t('open_drawers', { smart_count: drawers.length });
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <WidgetCard
        title={title}
        asOf={data ? new Date(dataUpdatedAt).toISOString() : undefined}
        action={<ViewAll to={filteredList('shifts', { status: ['open'] })} label={t('view_shifts')} />}
      >
        <SmallTable
          label={title}
          empty={t('no_open_drawers')}
          columns={[
            { label: t('shift') },
            { label: t('location') },
            { label: t('cashier') },
            { label: t('opened') },
            { label: t('expected_cash'), align: 'right' },
          ]}
          rows={drawers.map(({ shift, figures }) => [
            <Link key="shift" to={showPath('shifts', shift._id)}>
              {shift.number}
            </Link>,
            placeName(shift.location),
            shift.cashierName,
            dates.dateTime(shift.openedAt),
            f.money(figures.expectedCash),
          ])}
        />
      </WidgetCard>
    </Grid>
  );
}
