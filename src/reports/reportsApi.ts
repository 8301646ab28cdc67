import type { FileRouteKey, JsonRouteKey, RouteAnswer } from '../../common/wire/clientRoutes';
import type { DashboardQuery, ReportName } from '../../common/wire/reports';
import type { ApiDataProvider } from '../dataProvider/types';

/** What a report's or the dashboard's query holds: flat words and numbers, empty ones left out (the data provider drops them). */
export type ReportQuery = Record<string, string | number | undefined>;

/** `GET /api/dashboard` (server/domains/reports): every widget's figures in one answer. */
export const fetchDashboard = (dp: ApiDataProvider, query: DashboardQuery) => dp.request('GET /dashboard', { query });

export const dashboardKey = (query: DashboardQuery) => ['dashboard', query] as const;

/** Any report's answer. */
export type ReportAnswer = { [N in ReportName]: RouteAnswer<`GET /reports/${N}`> }[ReportName];

/**
 * The report routes seen as one: the report frame builds a report's query
 * from its declaration (src/reports/definitions: range, filters, choices),
 * not from the route's schema, and the server checks it. The path and the
 * answer stay the routes' own: a report name without its route in the table
 * does not compile.
 */
type ReportRequest = (key: Extract<JsonRouteKey, `GET /reports/${ReportName}`>, args: { query: ReportQuery }) => Promise<ReportAnswer>;
type ReportExport = (
  key: Extract<FileRouteKey, `GET /reports/${ReportName}/export`>,
  fallbackName: string,
  args: { query: ReportQuery },
) => Promise<{ filename: string }>;

/** `GET /api/reports/{name}`: the report's rows, totals, chart and drill-downs. */
export const fetchReport = (dp: ApiDataProvider, name: ReportName, query: ReportQuery) => (dp.request as ReportRequest)(`GET /reports/${name}`, { query });

export const reportKey = (name: ReportName, query: ReportQuery) => ['reports', name, query] as const;

/**
 * `GET /api/reports/{name}/export?format=csv|pdf&locale=…`: the server writes
 * the file (titles and headers in the chosen language, figures in Latin
 * digits) and the browser saves it.
 */
export const exportReport = (dp: ApiDataProvider, name: ReportName, query: ReportQuery, format: 'csv' | 'pdf', locale: string) =>
  (dp.download as ReportExport)(`GET /reports/${name}/export`, `${name}.${format}`, { query: { ...query, format, locale: locale === 'bn' ? 'bn' : 'en' } });
