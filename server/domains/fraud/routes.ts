import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { FRAUD_PERMISSION } from '../../../common/fraudCheck';
import { riskOf, riskReasonText } from '../../../common/fraudRisk';
import { hasPermission } from '../../../common/permissions';
import { mobileOf } from '../../../common/phone';
import { CustomerSummary, FraudCheck, FraudCheckQuery } from '../../../common/wire/fraud';
import { poisha, toPoisha, toTaka } from '../../../common/money';
import { queryRows } from '../../db/rows';
import { ACCESS_COLUMN } from '../../engine/accessProbe';
import { errorsFor } from '../../engine/errorSchema';
import { fieldError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { COUNTED_SALE } from '../reports';
import { courierCheck } from './courierCheck';
import { countsOf, historyOf, historyStatement, type HistoryRow } from './historySql';
import type { SteadfastConfig } from './steadfastFraud';

/** When a sale counts as a customer's spend: paid (a till sale at once), or delivered or completed (a cash-on-delivery order). */
const SPEND_COUNTS = sql`${COUNTED_SALE} and (o.payment_state = 'paid' or o.status in ('delivered', 'completed'))`;

/** The permission of the checker; the roles form offers it. */
export const FRAUD_PERMISSIONS = [FRAUD_PERMISSION];

export interface FraudRoutesOptions {
  /** Steadfast's fraud check as configured now (Settings, else STEADFAST_* variables); undefined: the store's history alone, saying no courier is configured. */
  steadfast: () => SteadfastConfig | undefined;
}

function riskWire(row: HistoryRow) {
  const risk = riskOf(countsOf(row), { mediumPercent: row.medium, highPercent: row.high });
  return { ...risk, text: riskReasonText(risk.reason), mediumPercent: row.medium, highPercent: row.high };
}

/**
 * The fraud checker (issue 22, spec §2.1 Fraud Checker): a phone's history
 * in this store, its risk band, and the courier's own answer beside it.
 */
export const fraudRoutes: FastifyPluginAsyncTypebox<FraudRoutesOptions> = async (app, opts) => {
  const tags = ['fraud'];
  const db = () => app.db.db;

  app.get(
    '/',
    {
      config: { auth: FRAUD_PERMISSION, accessInQuery: true },
      schema: {
        tags,
        summary:
          'A phone’s history in this store (orders, delivered, returned, cancelled, spend, last order), its risk band with the reason, and the courier’s own check beside it',
        querystring: FraudCheckQuery,
        response: { 200: FraudCheck, ...errorsFor(400, 401, 403) },
      },
    },
    async (req) => {
      const phone = mobileOf(req.query.phone);
      if (phone === null) throw fieldError('phone', msg('not_mobile'));
      const probe = req.accessProbe;
      // One statement: the history, the thresholds and (for a read) the caller's access.
      const statement = historyStatement(phone, probe ? { [ACCESS_COLUMN]: probe.sql } : {});
      const [courier, rows] = await Promise.all([
        courierCheck(db(), opts.steadfast(), phone),
        queryRows<HistoryRow & { [ACCESS_COLUMN]?: string[] | null }>(db(), statement),
      ]);
      const row = rows[0];
      probe?.answer(row[ACCESS_COLUMN] ?? null);
      return { phone, history: historyOf(row), risk: riskWire(row), courier };
    },
  );

  app.get(
    '/customer/:id',
    {
      config: { auth: 'customers:show' },
      schema: {
        tags,
        summary: 'What a customer’s page shows: orders and spend, returns, the risk band of their phone and the SMS they were sent',
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: { 200: CustomerSummary, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => {
      const { id } = req.params;
      if (!isUuid(id)) throw notFound('Customer');
      const [customer] = await queryRows<{ phone: string }>(db(), sql`select phone from customers where id = ${id}`);
      if (!customer) throw notFound('Customer');
      const smsShown = hasPermission(req.user.perms, 'sms', 'list');
      const [[history], [own], recent, sms] = await Promise.all([
        queryRows<HistoryRow>(db(), historyStatement(customer.phone)),
        queryRows<{ orders: number; kept: number; spent: string; returned: number; items_returned: number }>(
          db(),
          // Spend (README "Rules every figure keeps", issue 33): the net sales of the orders that count as paid (a
          // till sale paid at once, an order delivered or completed), less their returns at net value; the same
          // net value Profit/Loss and Top Customers sum, so the figures agree.
          sql`select count(*)::int as orders,
              (count(*) filter (where ${SPEND_COUNTS} and not r.returned))::int as kept,
              coalesce(sum(to_poisha(o.sub_total) - to_poisha(o.discount) - b.back) filter (where ${SPEND_COUNTS} and not r.returned), 0)::bigint::text as spent,
              (count(*) filter (where r.returned))::int as returned,
              coalesce((select sum(x.qty) from order_returns x join orders y on y.id = x.order_id where y.customer_id = ${id}), 0)::int as items_returned
            from orders o
            cross join lateral (select exists (select 1 from deliveries d where d.order_id = o.id and d.status = 'returned') as returned) r
            cross join lateral (select coalesce(sum(p.goods - p.discount), 0)::bigint as back from rollup_return_parts p
              where p.order_id = any(array(select o.id))) b
            where o.customer_id = ${id}`,
        ),
        queryRows<{ _id: string; number: string; status: string; total: string; createdAt: Date | string }>(
          db(),
          sql`select id as "_id", number, status, total::text as total, created_at as "createdAt" from orders where customer_id = ${id} order by created_at desc limit 10`,
        ),
        smsShown
          ? queryRows<{ _id: string; text: string; status: string; kind: string; parts: number; createdAt: Date | string }>(
              db(),
              sql`select id as "_id", text, status, kind, parts, created_at as "createdAt" from sms_messages where customer_id = ${id} order by created_at desc limit 20`,
            )
          : Promise.resolve([]),
      ]);
      // Poisha, added up in the database.
      const spent = poisha(Number(own.spent));
      return {
        phone: customer.phone,
        orders: own.orders,
        lifetimeSpend: toTaka(spent),
        averageOrder: own.kept === 0 ? null : toTaka(poisha(Math.round(spent / own.kept))),
        returned: own.returned,
        itemsReturned: own.items_returned,
        history: historyOf(history),
        risk: riskWire(history),
        recentOrders: recent.map((o) => ({ ...o, total: toTaka(toPoisha(o.total)), createdAt: new Date(o.createdAt).toISOString() })),
        sms: sms.map((m) => ({ ...m, createdAt: new Date(m.createdAt).toISOString() })),
        smsShown,
      };
    },
  );
};
