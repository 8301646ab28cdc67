import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocale, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_METHODS } from '../../common/orders';
import { hasPermission } from '../../common/permissions';
import { GROUP_BYS, SMS_GATEWAYS, SMS_KINDS, SMS_STATUSES, type ReportName } from '../../common/wire/reports';
import type { ApiDataProvider } from '../dataProvider/types';
import { useSpecText } from '../i18n/useSpecText';
import { useShop } from '../shop';
import { AsOf } from './AsOf';
import { DayInput } from './DayInput';
import { addDays, isDay, todayIn } from './days';
import { REPORTS } from './definitions';
import { FigureChart, type ChartSeries } from './FigureChart';
import { ReferenceSelect } from './ReferenceSelect';
import type { ReportFilter } from './reportDefinition';
import { exportReport, fetchReport, reportKey, type ReportQuery } from './reportsApi';
import { ReportTable } from './ReportTable';
import { useFigures } from './useFigures';

const FILTER_RESOURCES: Partial<Record<ReportFilter, string>> = { location: 'locations', category: 'categories', brand: 'brands' };
/** Filters that pick one of a few words: their values and where each value's label is translated. */
const FILTER_VALUES: Partial<Record<ReportFilter, { values: readonly string[]; labels: string }>> = {
  paymentMethod: { values: PAYMENT_METHODS, labels: 'pos.methods' },
  status: { values: SMS_STATUSES, labels: 'reports.sms_log.status' },
  kind: { values: SMS_KINDS, labels: 'reports.sms_log.kind' },
  gateway: { values: SMS_GATEWAYS, labels: 'reports.sms_log.gateway' },
};
/** Days a report covers when the link names none: the last 30, today included. */
const DEFAULT_DAYS = 30;
/**
 * A filter's label sits above its field and "All" shows inside it, so a long
 * label ("Payment method", Bangla ones) is never cut by the field's width.
 */
const SHOWN_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
/** The export buttons keep their words on one line: the bar wraps whole buttons, never their text. */
const ONE_LINE = { whiteSpace: 'nowrap', flexShrink: 0 } as const;
/** Bars a ranked report draws (its table lists every row). */
const CHART_ROWS = 15;

interface ReportPageProps {
  name: ReportName;
  /** The registry's English title, translated as every screen title is. */
  title: string;
}

/**
 * The report frame (issue 23): every report of the `reports` menu group is
 * this page given its declaration (src/reports/definitions): a range of the
 * shop's days, its filters and options, grouping, the server's chart, the
 * table with totals whose figures open the lists behind them, and CSV and PDF
 * exports written by the server (`GET /api/reports/{name}/export`). What is asked lives in the address, so a
 * report can be bookmarked, shared and reloaded as it was.
 */
export function ReportPage({ name, title }: ReportPageProps) {
  const definition = REPORTS[name];
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const specText = useSpecText();
  const dp = useDataProvider<ApiDataProvider>();
  const { timeZone } = useShop();
  const figures = useFigures();
  const { permissions } = usePermissions<string[]>();
  const seesProfit = Array.isArray(permissions) && hasPermission(permissions, 'dashboard', 'profit');
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);

  const today = todayIn(timeZone);
  const to = isDay(params.get('to')) ? (params.get('to') as string) : today;
  const from = isDay(params.get('from')) ? (params.get('from') as string) : addDays(to, -(DEFAULT_DAYS - 1));
  const param = (key: string) => params.get(key) ?? '';
  const query: ReportQuery = {
    ...(definition.range ? { from, to } : {}),
    ...(definition.groupBy ? { groupBy: param('groupBy') || 'day' } : {}),
    ...Object.fromEntries(definition.filters.map((filter) => [filter, param(filter) || undefined])),
    // Sent even when it is the initial one: what the screen shows is what was asked.
    ...Object.fromEntries((definition.choices ?? []).map((choice) => [choice.key, param(choice.key) || choice.initial])),
  };
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const { data, error, isPending, isFetching } = useQuery({
    queryKey: reportKey(name, query),
    queryFn: () => fetchReport(dp, name, query),
    placeholderData: keepPreviousData,
  });

  // The server writes the file (engine CSV writer and PDF drawing): titles in the chosen language, figures in Latin digits.
  const download = async (format: 'csv' | 'pdf') => {
    setExporting(format);
    try {
      const { filename } = await exportReport(dp, name, query, format, locale);
      notify('reports.exported', { type: 'success', messageArgs: { filename } });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setExporting(null);
    }
  };

  const heading = specText(title);
  const rows = data ? definition.rows(data) : [];
  // A figure the server left out (profit without dashboard:profit) has no column.
  const columns = definition.columns.filter((column) => !column.optional || rows.some((row) => column.value(row) !== undefined));
  const chart = data?.chart;
  const seriesColumns = chart ? chart.series.flatMap((key) => columns.filter((c) => c.key === key)) : [];
  const xColumn = chart ? definition.columns.find((c) => c.key === chart.x || (chart.x === 'name' && c.key === 'customerName')) : undefined;
  // Ranked lists (x = name) draw their first CHART_ROWS across, the table holds them all.
  const byName = chart !== undefined && chart.x !== 'period';
  const charted = byName ? rows.slice(0, CHART_ROWS) : rows;
  const categories = charted.map((row, i) => {
    const value = xColumn?.value(row) ?? (row as Record<string, unknown>)[chart?.x ?? ''];
    if (xColumn?.format === 'day') return figures.day(String(value));
    // Ranked: the rank first, so that two walk-in "Guest" rows stay two bars.
    return `${figures.count(i + 1)}. ${value === undefined || value === null ? '—' : String(value)}`;
  });
  const series: ChartSeries[] = seriesColumns.map((c) => ({
    key: c.key,
    label: translate(`reports.columns.${c.key}`),
    data: charted.map((row) => Number(c.value(row) ?? 0)),
    format: c.format === 'money' ? 'money' : 'count',
  }));

  return (
    <Box sx={{ py: 2, maxWidth: '100%' }}>
      <Title title={heading} />
      {/* The exports and a report's own actions sit beside the title, so the filter bar holds only filters and fits a 1366 px screen. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        {data && definition.actions?.(data)}
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('csv')} disabled={exporting !== null} sx={ONE_LINE}>
          {translate('reports.export.csv')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('pdf')} disabled={exporting !== null} sx={ONE_LINE}>
          {translate('reports.export.pdf')}
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        role="search"
        aria-label={translate('reports.filters.label')}
      >
        {definition.range && (
          <>
            <DayInput label={translate('reports.range.from')} value={from} onChange={(day) => set('from', day)} />
            <DayInput label={translate('reports.range.to')} value={to} onChange={(day) => set('to', day)} />
          </>
        )}
        {definition.groupBy && (
          <TextField
            fullWidth={false}
            select
            size="small"
            label={translate('reports.group_by.label')}
            value={param('groupBy') || 'day'}
            onChange={(e) => set('groupBy', e.target.value)}
            sx={{ minWidth: 120 }}
          >
            {GROUP_BYS.map((g) => (
              <MenuItem key={g} value={g}>
                {translate(`reports.group_by.${g}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {definition.filters.map((filter) => {
          const resource = FILTER_RESOURCES[filter];
          const label = translate(`reports.filters.${filter}`);
          if (resource) return <ReferenceSelect key={filter} resource={resource} label={label} value={param(filter)} onChange={(v) => set(filter, v)} />;
          const choices = FILTER_VALUES[filter];
          if (!choices) return null;
          return (
            <TextField
              fullWidth={false}
              key={filter}
              select
              size="small"
              label={label}
              value={param(filter)}
              onChange={(e) => set(filter, e.target.value)}
              sx={{ minWidth: 160 }}
              slotProps={SHOWN_EMPTY}
            >
              <MenuItem value="">{translate('reports.filters.all')}</MenuItem>
              {choices.values.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`${choices.labels}.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
        {(definition.choices ?? []).map((choice) => (
          <TextField
            fullWidth={false}
            key={choice.key}
            select
            size="small"
            label={translate(`reports.choices.${choice.key}.label`)}
            value={param(choice.key) || choice.initial}
            onChange={(e) => set(choice.key, e.target.value)}
            sx={{ minWidth: 120 }}
          >
            {choice.values
              .filter((value) => value !== choice.profitOnly || seesProfit)
              .map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`reports.choices.${choice.key}.${value}`)}
                </MenuItem>
              ))}
          </TextField>
        ))}
      </Stack>
      {error ? (
        <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
      ) : isPending || !data ? (
        <Stack spacing={2} aria-busy="true" aria-label={translate('reports.loading')}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
          <AsOf at={data.asOf} />
          {chart && series.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <FigureChart
                  title={translate(byName && rows.length > CHART_ROWS ? 'reports.chart.top_of' : 'reports.chart.of', { report: heading, count: CHART_ROWS })}
                  kind={byName ? 'hbar' : chart.kind === 'line' && rows.length > 1 ? 'line' : 'bar'}
                  categoryLabel={xColumn ? translate(`reports.columns.${xColumn.key}`) : ''}
                  categories={categories}
                  series={series}
                />
              </CardContent>
            </Card>
          )}
          <Card variant="outlined">
            <ReportTable
              title={heading}
              columns={columns}
              rows={rows}
              rowKey={(row, i) => definition.rowKey(row, i)}
              totals={definition.totals(data, translate)}
              drillDowns={definition.drillDowns?.(data)}
            />
          </Card>
        </Stack>
      )}
    </Box>
  );
}
