import { sql } from 'drizzle-orm';
import { poisha, toTaka } from '../../../common/money';
import type { DrillDown, GroupBy, ResolvedPeriod, SmsLogAnswer, SmsLogQuery, SmsLogRow } from '../../../common/wire/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { dayStart } from './figures';
import { addDays } from './period';
import { keyOf } from './reports';

/**
 * The SMS Log report (issue 23, `/reports/sms-log`): the messages queued in a
 * range of shop days, by day, week or month, with their parts and cost. It
 * reads sms_messages itself (no rollup: a shop sends far fewer messages than
 * it sells lines, and the created_at index bounds the scan); the periods and
 * the totals row are summed in SQL (`group by rollup`), cost in integer poisha.
 */

interface SumsRow {
  period: string | null;
  messages: number;
  parts: number;
  delivered: number;
  failed: number;
  cost: string;
}

/** The last day of the day, week (Saturday to Friday) or month starting at `start`. */
function periodEnd(start: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return start;
  if (groupBy === 'week') return addDays(start, 6);
  const [y, m] = start.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The SMS log list of the messages behind a row: its days within the range, the report's filters. */
function listOf(from: string, to: string, q: SmsLogQuery): DrillDown {
  return {
    resource: 'sms',
    filter: {
      // The engine's date filter: `createdAt_btw=from_to`, days in the shop's time zone (common/filters.ts).
      createdAt_btw: `${from}_${to}`,
      ...(q.status ? { status: [q.status] } : {}),
      ...(q.kind ? { kind: [q.kind] } : {}),
      ...(q.gateway ? { gateway: q.gateway } : {}),
    },
  };
}

export async function smsLog(db: Db, q: SmsLogQuery, period: ResolvedPeriod): Promise<SmsLogAnswer> {
  const groupBy = q.groupBy ?? 'day';
  const tz = period.timeZone;
  const where = sql`created_at >= ${dayStart(period.from, tz)} and created_at < ${dayStart(period.to, tz)} + interval '1 day'
    ${q.status ? sql`and status = ${q.status}` : sql``}
    ${q.kind ? sql`and kind = ${q.kind}` : sql``}
    ${q.gateway ? sql`and gateway = ${q.gateway}` : sql``}`;
  // `rollup` adds the totals row (period null), summed by the database in poisha, not added up here.
  const sums = await queryRows<SumsRow>(
    db,
    sql`select ${keyOf(groupBy)} as period, count(*)::int as messages, coalesce(sum(parts), 0)::int as parts,
        (count(*) filter (where status in ('sent', 'delivered')))::int as delivered,
        (count(*) filter (where status = 'failed'))::int as failed,
        coalesce(sum(cost), 0)::bigint as cost
      from (select shop_day(created_at) as day, parts, status, to_poisha(cost) as cost from sms_messages where ${where}) m
      group by rollup(1) order by 1 nulls last`,
  );
  const wire = (r: SumsRow, p: string): SmsLogRow => ({
    period: p,
    messages: Number(r.messages),
    parts: Number(r.parts),
    delivered: Number(r.delivered),
    failed: Number(r.failed),
    cost: toTaka(poisha(Number(r.cost))),
  });
  const rows = sums.filter((r) => r.period !== null).map((r) => wire(r, r.period as string));
  const total = sums.find((r) => r.period === null);
  const drillDown: Record<string, DrillDown> = { total: listOf(period.from, period.to, q) };
  for (const r of rows) {
    // A week or month may start before the range or end after it: the list holds only the range's days.
    const from = r.period < period.from ? period.from : r.period;
    const end = periodEnd(r.period, groupBy);
    drillDown[r.period] = listOf(from, end > period.to ? period.to : end, q);
  }
  return {
    period,
    asOf: new Date().toISOString(),
    groupBy,
    rows,
    totals: total ? wire(total, period.from) : { period: period.from, messages: 0, parts: 0, delivered: 0, failed: 0, cost: 0 },
    drillDown,
    chart: { kind: 'bar', x: 'period', series: ['messages', 'cost'] },
  };
}
