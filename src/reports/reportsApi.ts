import type { DashboardAnswer, DashboardQuery, ReportName } from '../../common/wire/reports';
import type { ApiDataProvider } from '../dataProvider/types';

/** What a report's or the dashboard's query holds: flat words and numbers, empty ones left out. */
export type ReportQuery = Record<string, string | number | undefined>;

export function queryString(query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

const withQuery = (path: string, query: ReportQuery) => {
  const qs = queryString(query);
  return qs ? `${path}?${qs}` : path;
};

/** `GET /api/dashboard` (server/modules/reports): every widget's figures in one answer. */
export const fetchDashboard = (dp: ApiDataProvider, query: DashboardQuery) => dp.call<DashboardAnswer>('GET', withQuery('dashboard', { ...query }));

export const dashboardKey = (query: DashboardQuery) => ['dashboard', query] as const;

/** `GET /api/reports/{name}`: the report's rows, totals, chart and drill-downs. */
export const fetchReport = <T>(dp: ApiDataProvider, name: ReportName, query: ReportQuery) => dp.call<T>('GET', withQuery(`reports/${name}`, query));

export const reportKey = (name: ReportName, query: ReportQuery) => ['reports', name, query] as const;

/**
 * `GET /api/reports/{name}/export?format=csv|pdf&locale=…`: the server writes
 * the file (titles and headers in the chosen language, figures in Latin
 * digits) and the browser saves it.
 */
export const exportReport = (dp: ApiDataProvider, name: ReportName, query: ReportQuery, format: 'csv' | 'pdf', locale: string) =>
  dp.download('GET', withQuery(`reports/${name}/export`, { ...query, format, locale: locale === 'bn' ? 'bn' : 'en' }), undefined, `${name}.${format}`);
