import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { formatDate } from '../../../common/dates';
import { hasPermission } from '../../../common/permissions';
import type { Static, TObject } from 'typebox';
import {
  reportExportQuery,
  type LowStockRow,
  type ReportName,
  FiguresCheck,
  FiguresCheckQuery,
  LowStockQuery,
  ProfitLossQuery,
  SmsLogQuery,
  TopCustomersQuery,
  TopProductsQuery,
} from '../../../common/wire/reports';
import { users } from '../schema';
import { queryRows } from '../../db/rows';
import { errorsFor } from '../../engine/errorSchema';
import { callSchema } from '../../engine/callSchema';
import { requestLanguage } from '../../engine/export/language';
import { REPORT_TITLES, reportColumns } from './exportColumns';
import { sendReportCsv, sendReportPdf } from './reportExport';
import { checkFigures } from './checkFigures';
import { dashboard } from './dashboard';
import { periodOf, rangeOf } from './period';
import { lowStock, profitLoss, topCustomers, topProducts } from './reports';
import { smsLog } from './smsLog';

/**
 * `dashboard:view` opens the dashboard; without `dashboard:all-locations` it
 * shows the user's own till location only. `dashboard:profit` adds profit,
 * margin and cost figures to the dashboard and to every report. Each report
 * has its own permission, `reports:<name>`.
 */
export const REPORT_PERMISSIONS = [
  'dashboard:view',
  'dashboard:all-locations',
  'dashboard:profit',
  'reports:profit-loss',
  'reports:top-products',
  'reports:low-stock',
  'reports:top-customers',
  'reports:sms-log',
  // The reconciliation of every figure (issue 33): the owner's alone (a role of `reports:*` does not hold it).
  'figures:check',
];

/** An exported file, by its type (as the engine's exports say it). */
const FILE = {
  description: 'The file, as an attachment',
  content: {
    'text/csv': { schema: { type: 'string', format: 'binary' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
};

const may = (perms: string[] | undefined, permission: string) => {
  const [resource, action] = permission.split(':');
  return hasPermission(perms ?? [], resource, action);
};

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const tags = ['reports'];

  app.get(
    '/dashboard',
    {
      config: { auth: 'dashboard:view' },
      schema: {
        tags,
        summary: 'The dashboard: KPI cards against the previous period, charts and lists, each block with the time its figures are as of',
        ...callSchema('GET /dashboard', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => {
      const perms = req.user.perms;
      const period = periodOf(req.query.period ?? 'today', app.shop.timeZone, req.query);
      let location = req.query.location;
      if (!may(perms, 'dashboard:all-locations')) {
        // A till's user sees their own location (the main one when none is set).
        const [own] = await queryRows<{ id: string }>(
          db(),
          sql`select coalesce((select location_id from ${users} where id = ${req.user.sub}::uuid), (select id from locations where is_active order by created_at, id limit 1)) as id`,
        );
        location = own?.id;
      }
      return dashboard(db(), {
        period,
        location,
        profit: may(perms, 'dashboard:profit'),
        lists: {
          lowStock: may(perms, 'inventory:list'),
          recentOrders: may(perms, 'orders:list'),
          awaitingCourier: may(perms, 'deliveries:list'),
          codOwed: may(perms, 'courier-settlements:list'),
        },
      });
    },
  );

  const tz = () => app.shop.timeZone;
  const run = {
    'profit-loss': (q: ProfitLossQuery, profit: boolean) => profitLoss(db(), q, rangeOf(q.from, q.to, tz()), profit),
    'top-products': (q: TopProductsQuery, profit: boolean) => topProducts(db(), q, rangeOf(q.from, q.to, tz()), profit),
    'top-customers': (q: TopCustomersQuery, profit: boolean) => topCustomers(db(), q, rangeOf(q.from, q.to, tz()), profit),
    'low-stock': (q: LowStockQuery) => lowStock(db(), q, formatDate(new Date(), tz())),
    'sms-log': (q: SmsLogQuery) => smsLog(db(), q, rangeOf(q.from, q.to, tz())),
  };

  app.get(
    '/reports/profit-loss',
    {
      config: { auth: 'reports:profit-loss' },
      schema: {
        tags,
        summary: 'Profit and loss by day, week or month: sales, returns, VAT, shipping, cost of goods, damages, courier fees, SMS, result',
        ...callSchema('GET /reports/profit-loss', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => run['profit-loss'](req.query, may(req.user.perms, 'dashboard:profit')),
  );

  app.get(
    '/reports/top-products',
    {
      config: { auth: 'reports:top-products' },
      schema: {
        tags,
        summary: 'Best sellers by units, revenue or profit, per product or per variant, with return rates',
        ...callSchema('GET /reports/top-products', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => run['top-products'](req.query, may(req.user.perms, 'dashboard:profit')),
  );

  app.get(
    '/reports/top-customers',
    {
      config: { auth: 'reports:top-customers' },
      schema: {
        tags,
        summary: 'Best customers by spend, orders or profit, with return rate and fraud risk band',
        ...callSchema('GET /reports/top-customers', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => run['top-customers'](req.query, may(req.user.perms, 'dashboard:profit')),
  );

  app.get(
    '/reports/low-stock',
    {
      config: { auth: 'reports:low-stock' },
      schema: {
        tags,
        summary: 'Items at or below their alert per location, days of cover at the last 30 days’ rate, and a transfer or reorder suggestion',
        ...callSchema('GET /reports/low-stock', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => run['low-stock'](req.query),
  );

  app.get(
    '/reports/sms-log',
    {
      config: { auth: 'reports:sms-log' },
      schema: {
        tags,
        summary: 'SMS sent by day, week or month: messages, parts, delivered, failed and cost, by status, kind and gateway',
        ...callSchema('GET /reports/sms-log', 200, errorsFor(400, 401, 403)),
      },
    },
    async (req) => run['sms-log'](req.query),
  );

  // `GET /api/reports/check-figures`: what `npm run check:figures` proves, asked of the running server.
  app.get(
    '/reports/check-figures',
    {
      config: { auth: 'figures:check' },
      schema: {
        tags,
        summary:
          'Every figure of the dashboard and the reports against the others and the ledger, payments and damages, for a range and location; each pair in poisha',
        querystring: FiguresCheckQuery,
        response: { 200: FiguresCheck, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => checkFigures(db(), { from: req.query.from, to: req.query.to, location: req.query.location, timeZone: tz() }),
  );

  // The same reports as files: `GET /api/reports/{name}/export?format=csv|pdf&locale=en|bn&…the report's query`.
  const exportRoute = <Q extends TObject>(
    name: ReportName,
    query: Q,
    table: (
      q: Static<Q>,
      profit: boolean,
      locale: 'en' | 'bn',
    ) => Promise<{ rows: Record<string, unknown>[]; totals?: Record<string, unknown>; subtitle: string; period?: { from: string; to: string } }>,
  ) =>
    app.get(
      `/reports/${name}/export`,
      {
        config: { auth: `reports:${name}` },
        schema: {
          tags,
          summary: `The ${REPORT_TITLES[name].en} report as a CSV (figures in Latin digits, formula-escaped text) or PDF file; title and headers in the chosen language`,
          querystring: reportExportQuery(query),
          response: { 200: FILE, ...errorsFor(400, 401, 403) },
        },
      },
      async (req, reply) => {
        const q = req.query as Static<Q> & { format: 'csv' | 'pdf'; locale?: 'en' | 'bn' };
        const locale = q.locale ?? requestLanguage(req.headers['accept-language']);
        const profit = may(req.user.perms, 'dashboard:profit');
        const made = await table(q, profit, locale);
        const file = { name, title: REPORT_TITLES[name], columns: reportColumns(name, profit), ...made };
        return q.format === 'csv' ? sendReportCsv(reply, file, locale, app.shop.timeZone) : sendReportPdf(reply, file, locale, app.shop);
      },
    );
  const span = (a: { period: { from: string; to: string } }) => `${a.period.from} – ${a.period.to}`;
  exportRoute('profit-loss', ProfitLossQuery, async (q, profit) => {
    const a = await run['profit-loss'](q, profit);
    return { rows: a.rows, totals: a.totals, subtitle: span(a), period: a.period };
  });
  exportRoute('top-products', TopProductsQuery, async (q, profit) => {
    const a = await run['top-products'](q, profit);
    return { rows: a.rows, totals: { ...a.totals, name: '' }, subtitle: span(a), period: a.period };
  });
  exportRoute('top-customers', TopCustomersQuery, async (q, profit) => {
    const a = await run['top-customers'](q, profit);
    return { rows: a.rows, totals: a.totals, subtitle: span(a), period: a.period };
  });
  exportRoute('sms-log', SmsLogQuery, async (q) => {
    const a = await run['sms-log'](q);
    return { rows: a.rows, totals: a.totals, subtitle: span(a), period: a.period };
  });
  exportRoute('low-stock', LowStockQuery, async (q, _profit, locale) => {
    const a = await run['low-stock'](q);
    const said = (s: LowStockRow['suggestion']) =>
      s.kind === 'transfer'
        ? locale === 'bn'
          ? `${s.fromLocationName ?? ''} থেকে ${s.quantity} স্থানান্তর`
          : `Transfer ${s.quantity} from ${s.fromLocationName ?? ''}`
        : s.kind === 'reorder'
          ? locale === 'bn'
            ? `${s.quantity} আবার অর্ডার`
            : `Reorder ${s.quantity}`
          : '';
    return { rows: a.rows.map((r) => ({ ...r, suggestion: said(r.suggestion) })), subtitle: formatDate(new Date(), tz()) };
  });
};
