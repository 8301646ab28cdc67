import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { formatDate } from '../../../common/dates';
import { hasPermission } from '../../../common/permissions';
import {
  DashboardAnswer,
  DashboardQuery,
  LowStockAnswer,
  LowStockQuery,
  ProfitLossAnswer,
  ProfitLossQuery,
  TopCustomersAnswer,
  TopCustomersQuery,
  TopProductsAnswer,
  TopProductsQuery,
} from '../../../common/wire/reports';
import { users } from '../../db/tables';
import { queryRows } from '../../db/rows';
import { errorsFor } from '../../engine/errorSchema';
import { dashboard } from './dashboard';
import { periodOf, rangeOf } from './period';
import { lowStock, profitLoss, topCustomers, topProducts } from './reports';

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
];

const may = (perms: string[] | undefined, permission: string) => {
  const [resource, action] = permission.split(':');
  return hasPermission(perms ?? [], resource, action);
};

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const tags = ['reports'];
  const timeZone = async () => (await queryRows<{ tz: string }>(db(), sql`select time_zone as tz from settings where id = 1`))[0]?.tz ?? 'Asia/Dhaka';

  app.get(
    '/dashboard',
    {
      config: { auth: 'dashboard:view' },
      schema: {
        tags,
        summary: 'The dashboard: KPI cards against the previous period, charts and lists, each block with the time its figures are as of',
        querystring: DashboardQuery,
        response: { 200: DashboardAnswer, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => {
      const perms = req.user.perms;
      const tz = await timeZone();
      const period = periodOf(req.query.period ?? 'today', tz, req.query);
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

  app.get(
    '/reports/profit-loss',
    {
      config: { auth: 'reports:profit-loss' },
      schema: { tags, summary: 'Profit and loss by day, week or month: sales, returns, VAT, shipping, cost of goods, damages, courier fees, SMS, result', querystring: ProfitLossQuery, response: { 200: ProfitLossAnswer, ...errorsFor(400, 401, 403) } },
    },
    async (req) => profitLoss(db(), req.query, rangeOf(req.query.from, req.query.to, await timeZone()), may(req.user.perms, 'dashboard:profit')),
  );

  app.get(
    '/reports/top-products',
    {
      config: { auth: 'reports:top-products' },
      schema: { tags, summary: 'Best sellers by units, revenue or profit, per product or per variant, with return rates', querystring: TopProductsQuery, response: { 200: TopProductsAnswer, ...errorsFor(400, 401, 403) } },
    },
    async (req) => topProducts(db(), req.query, rangeOf(req.query.from, req.query.to, await timeZone()), may(req.user.perms, 'dashboard:profit')),
  );

  app.get(
    '/reports/top-customers',
    {
      config: { auth: 'reports:top-customers' },
      schema: { tags, summary: 'Best customers by spend, orders or profit, with return rate and fraud risk band', querystring: TopCustomersQuery, response: { 200: TopCustomersAnswer, ...errorsFor(400, 401, 403) } },
    },
    async (req) => topCustomers(db(), req.query, rangeOf(req.query.from, req.query.to, await timeZone()), may(req.user.perms, 'dashboard:profit')),
  );

  app.get(
    '/reports/low-stock',
    {
      config: { auth: 'reports:low-stock' },
      schema: { tags, summary: 'Items at or below their alert per location, days of cover at the last 30 days’ rate, and a transfer or reorder suggestion', querystring: LowStockQuery, response: { 200: LowStockAnswer, ...errorsFor(400, 401, 403) } },
    },
    async (req) => lowStock(db(), req.query, formatDate(new Date(), await timeZone())),
  );
};
