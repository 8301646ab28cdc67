import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, usePermissions, useStore, useTranslate } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import type { DashboardQuery } from '../../common/wire/reports';
import type { ApiDataProvider } from '../dataProvider/types';
import { todayIn } from '../reports/days';
import { ReferenceSelect } from '../reports/ReferenceSelect';
import { dashboardKey, fetchDashboard } from '../reports/reportsApi';
import { useFigures } from '../reports/useFigures';
import { useShop } from '../shop';
import { DashboardCharts } from './DashboardCharts';
import { DashboardLists } from './DashboardLists';
import { KpiCards } from './KpiCards';
import { PeriodSwitch, type PeriodChoice } from './PeriodSwitch';

/**
 * `/` (spec §2.1, issue 23): how the shop is doing over a period, against
 * the period before it. One call (`GET /api/dashboard`) answers every
 * widget; the period and the location are remembered for the next visit.
 * `dashboard:view` opens the figures; `dashboard:all-locations` offers the
 * location filter (without it the server keeps to the user's own location).
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { name } = useShop();
  const { permissions } = usePermissions<string[]>();
  const may = (action: string) => Array.isArray(permissions) && hasPermission(permissions, 'dashboard', action);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {name ? translate('app.dashboard.welcome', { shop: name }) : translate('app.dashboard.title')}
      </Typography>
      {Array.isArray(permissions) &&
        (may('view') ? (
          <DashboardFigures allLocations={may('all-locations')} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('reports.dashboard.no_figures')}
          </Typography>
        ))}
    </Box>
  );
}

function DashboardFigures({ allLocations }: { allLocations: boolean }) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const { timeZone } = useShop();
  const figures = useFigures();
  const [choice, setChoice] = useStore<PeriodChoice>('dashboard.period', { period: 'today' });
  const [location, setLocation] = useStore<string>('dashboard.location', '');
  const query: DashboardQuery = {
    period: choice.period,
    ...(choice.period === 'custom' ? { from: choice.from, to: choice.to } : {}),
    ...(location && allLocations ? { location } : {}),
  };
  const { data, error, isPending } = useQuery({
    queryKey: dashboardKey(query),
    queryFn: () => fetchDashboard(dp, query),
    placeholderData: keepPreviousData,
  });
  const period = data?.period;

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: { md: 'center' } }}>
        <PeriodSwitch value={choice} onChange={setChoice} today={todayIn(timeZone)} />
        {allLocations && <ReferenceSelect resource="locations" label={translate('reports.filters.location')} value={location} onChange={setLocation} />}
      </Stack>
      {period && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="dashboard-period">
          {translate('reports.period.showing', {
            from: figures.day(period.from),
            to: figures.day(period.to),
            previousFrom: figures.day(period.previousFrom),
            previousTo: figures.day(period.previousTo),
          })}
        </Typography>
      )}
      {error ? (
        <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
      ) : isPending || !data ? (
        <Stack spacing={2} aria-busy="true" aria-label={translate('reports.loading')}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      ) : (
        <Stack spacing={2} data-testid="dashboard-figures">
          <KpiCards kpis={data.kpis} />
          <DashboardCharts answer={data} />
          <DashboardLists answer={data} />
        </Stack>
      )}
    </>
  );
}
