import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useStore, useTranslate } from 'react-admin';
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
 */
export function DashboardPage() {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const { name, timeZone } = useShop();
  const figures = useFigures();
  const [choice, setChoice] = useStore<PeriodChoice>('dashboard.period', { period: 'today' });
  const [location, setLocation] = useStore<string>('dashboard.location', '');
  const query: DashboardQuery = {
    period: choice.period,
    ...(choice.period === 'custom' ? { from: choice.from, to: choice.to } : {}),
    ...(location ? { location } : {}),
  };
  const { data, error, isPending } = useQuery({
    queryKey: dashboardKey(query),
    queryFn: () => fetchDashboard(dp, query),
    placeholderData: keepPreviousData,
  });
  const period = data?.period;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {name ? translate('app.dashboard.welcome', { shop: name }) : translate('app.dashboard.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: { md: 'center' } }}>
        <PeriodSwitch value={choice} onChange={setChoice} today={todayIn(timeZone)} />
        <ReferenceSelect resource="locations" label={translate('reports.filters.location')} value={location} onChange={setLocation} />
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
        <Stack spacing={2}>
          <KpiCards kpis={data.kpis} />
          <DashboardCharts answer={data} />
          <DashboardLists answer={data} />
        </Stack>
      )}
    </Box>
  );
}
