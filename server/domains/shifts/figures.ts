import { sql, type SQL } from 'drizzle-orm';
import { poisha, sumPoisha, toTaka, type Poisha } from '../../../common/money';
import type { PaymentMethod } from '../../../common/orders';
import type { MethodTotal, ShiftTotals } from '../../../common/shifts';
import type { ShiftFigures } from '../../../common/wire/shifts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * A shift's figures, the one definition (issue 36): the X report reads it
 * while the shift is open, the close freezes it into the shift's row (the Z
 * report). Everything is summed in SQL in integer poisha (`to_poisha`, the
 * reports' rule) straight from the rows that name the shift: its payments
 * (`payments.shift_id`) and its cash movements.
 *
 * expected cash = float + cash tendered − change given − cash refunds + cash in − cash out
 *
 * where cash tendered is what customers handed over and change given what went
 * back; the payments table keeps only what was kept (tendered − change), so the
 * change is never cash in hand. A cash movement awaiting a manager counts
 * nowhere but in `pendingIn`/`pendingOut`; a rejected one nowhere at all.
 *
 * One row per shift asked for, named by `shiftId`: one shift (the X report, the
 * close) or many in one statement (the dashboard's open drawers, which read
 * every open shift each minute: one statement, not one per drawer).
 */
export function figuresSql(which: WhichShifts): SQL {
  const where = 'ids' in which ? sql`s.id = any(${`{${which.ids.join(',')}}`}::uuid[])` : sql`s.id = ${which.id}`;
  return sql`
    select
      s.id as "shiftId",
      to_poisha(s.opening_float) as "openingFloat",
      g.sales,
      g.refunds,
      g.kept + g.change as "cashTendered",
      g.change as "changeGiven",
      g.cash_refunds as "cashRefunds",
      mv.cash_in as "cashIn",
      mv.cash_out as "cashOut",
      mv.pending_in as "pendingIn",
      mv.pending_out as "pendingOut"
    from shifts s
    -- The shift's payments read once (by payments_shift_idx), summed by kind and method; the lists and the cash sums are
    -- taken from those few groups. Read three times (sales, refunds, cash), a 2,000-sale shift's close paid for it thrice.
    cross join lateral (
      select coalesce(json_agg(json_build_object('method', t.method, 'amount', t.amount, 'count', t.n) order by t.method) filter (where t.kind = 'payment'), '[]'::json) as sales,
             coalesce(json_agg(json_build_object('method', t.method, 'amount', -t.amount, 'count', t.n) order by t.method) filter (where t.kind = 'refund'), '[]'::json) as refunds,
             coalesce(sum(t.amount) filter (where t.kind = 'payment' and t.method = 'cash'), 0) as kept,
             coalesce(sum(t.change) filter (where t.kind = 'payment' and t.method = 'cash'), 0) as change,
             coalesce(-sum(t.amount) filter (where t.kind = 'refund' and t.method = 'cash'), 0) as cash_refunds
      from (select p.kind, p.method, sum(to_poisha(p.amount)) as amount, sum(to_poisha(p.change_given)) as change, count(*)::int as n
            from payments p where p.shift_id = s.id group by p.kind, p.method) t
    ) g
    cross join lateral (
      select coalesce(sum(to_poisha(m.amount)) filter (where m.kind = 'in' and m.approval in ('none', 'approved')), 0) as cash_in,
             coalesce(sum(to_poisha(m.amount)) filter (where m.kind = 'out' and m.approval in ('none', 'approved')), 0) as cash_out,
             coalesce(sum(to_poisha(m.amount)) filter (where m.kind = 'in' and m.approval = 'pending'), 0) as pending_in,
             coalesce(sum(to_poisha(m.amount)) filter (where m.kind = 'out' and m.approval = 'pending'), 0) as pending_out
      from shift_cash_movements m where m.shift_id = s.id
    ) mv
    where ${where}`;
}

/** One shift by its id (or an SQL expression naming it), or several by theirs. */
export type WhichShifts = { id: string | SQL } | { ids: readonly string[] };

interface FiguresRow {
  shiftId: string;
  openingFloat: string | number;
  sales: { method: string; amount: string | number; count: number }[];
  refunds: { method: string; amount: string | number; count: number }[];
  cashTendered: string | number;
  changeGiven: string | number;
  cashRefunds: string | number;
  cashIn: string | number;
  cashOut: string | number;
  pendingIn: string | number;
  pendingOut: string | number;
}

/** bigint comes back as text from pg and as a number from PGlite: poisha either way. */
const p = (v: string | number): Poisha => poisha(Number(v));
const methodTotals = (rows: FiguresRow['sales']): MethodTotal[] => rows.map((r) => ({ method: r.method, amount: p(r.amount), count: r.count }));

/** The expected cash of a shift's sums: the rule of the header, in poisha. */
export function expectedCashOf(t: Omit<ShiftTotals, 'expectedCash' | 'sales' | 'refunds'>): Poisha {
  return poisha(sumPoisha([t.openingFloat, t.cashTendered, t.cashIn]) - sumPoisha([t.changeGiven, t.cashRefunds, t.cashOut]));
}

function totalsOf(row: FiguresRow): ShiftTotals {
  const sums = {
    openingFloat: p(row.openingFloat),
    cashTendered: p(row.cashTendered),
    changeGiven: p(row.changeGiven),
    cashRefunds: p(row.cashRefunds),
    cashIn: p(row.cashIn),
    cashOut: p(row.cashOut),
    pendingIn: p(row.pendingIn),
    pendingOut: p(row.pendingOut),
  };
  return { ...sums, sales: methodTotals(row.sales), refunds: methodTotals(row.refunds), expectedCash: expectedCashOf(sums) };
}

/** A shift's figures now (the X report); undefined for an unknown shift. */
export async function shiftTotals(db: Db, shiftId: string): Promise<ShiftTotals | undefined> {
  const [row] = await queryRows<FiguresRow>(db, figuresSql({ id: shiftId }));
  return row ? totalsOf(row) : undefined;
}

/** Several shifts' figures now, in one statement, by shift id; an unknown id is absent. */
export async function shiftsTotals(db: Db, shiftIds: readonly string[]): Promise<Map<string, ShiftTotals>> {
  if (shiftIds.length === 0) return new Map();
  const rows = await queryRows<FiguresRow>(db, figuresSql({ ids: shiftIds }));
  return new Map(rows.map((row) => [row.shiftId, totalsOf(row)]));
}

/** The figures on the wire, in taka. */
export function figuresWire(t: ShiftTotals): ShiftFigures {
  const method = (m: MethodTotal) => ({ method: m.method as PaymentMethod, amount: toTaka(m.amount), count: m.count });
  return {
    openingFloat: toTaka(t.openingFloat),
    sales: t.sales.map(method),
    refunds: t.refunds.map(method),
    cashTendered: toTaka(t.cashTendered),
    changeGiven: toTaka(t.changeGiven),
    cashRefunds: toTaka(t.cashRefunds),
    cashIn: toTaka(t.cashIn),
    cashOut: toTaka(t.cashOut),
    pendingIn: toTaka(t.pendingIn),
    pendingOut: toTaka(t.pendingOut),
    expectedCash: toTaka(t.expectedCash),
  };
}
