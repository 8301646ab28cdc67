import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { sinceDayStart } from '../../common/dates';
import { poisha, toTaka, ZERO, type Poisha } from '../../common/money';
import type { OrderStatus, PaymentMethod } from '../../common/orders';
import { priceCart, vatBaseOf } from '../../common/pricing';
import { returnRefund } from '../../common/returns';
import { poishaOf } from '../domains/orders/cartPricing';
import { reconcileStock } from '../domains/inventory/ledger';
import { mainLocation } from '../domains/inventory/locations';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { customers, orderLines, orderReturns, orders, payments, products, productVariants, settings, stockMovements, users } from '../domains/schema';
import { random } from './random';

interface Sellable {
  productId: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  sku: string | null;
  price: Poisha;
  cost: Poisha;
  vat: number;
  discount: { type: 'percentage' | 'flat'; value: number } | null;
  /** What may still be sold without emptying the shelf below a third of it. */
  left: number;
}

const METHODS: [PaymentMethod, number][] = [
  ['cash', 0.55],
  ['bkash', 0.25],
  ['card', 0.1],
  ['nagad', 0.08],
  ['other', 0.02],
];

function pick<T>(rand: () => number, weighted: [T, number][]): T {
  let r = rand();
  for (const [value, weight] of weighted) {
    if ((r -= weight) <= 0) return value;
  }
  return weighted[0][0];
}

/**
 * Six months of believable sales on the demo catalogue (issue 9): mostly cash
 * and bkash, some to known customers, a few returns and cancellations. The
 * figures come from the same pricing rule as the till (common/pricing.ts), the
 * stock moves through the ledger, so `npm run check:stock` holds afterwards.
 *
 * Read in date order, as an item's history reads it, no figure ever goes
 * below 0 (issue 33): the opening stock is counted the day before the first
 * sale, each item sells at most two thirds of it, and a cancel or a return
 * comes after its sale (a few hours, two days), never after now. The
 * rollups are rebuilt by the caller once the demo's history is written
 * (seedDemoIfEmpty), as the opening rows are dated here after they were added.
 */
export async function seedDemoOrders(db: Db, count = 3000, days = 182): Promise<number> {
  const rand = random(9001);
  const now = Date.now();
  const hour = 3_600_000;
  await reconcileStock(db, { kind: 'opening', note: 'Opening stock' });
  // The catalogue's opening rows were written as it was made (now): the shop opened its ledger the day before its first sale.
  await db.execute(sql`update stock_movements set created_at = ${new Date(now - (days + 1) * 24 * hour)} where kind = 'opening'`);
  /** Some hours after a sale, never after now (and never at the very instant of the sale, so the history lists it after the sale). */
  const after = (at: Date, hours: number) => new Date(Math.max(at.getTime() + 1, Math.min(at.getTime() + hours * hour, now)));
  const productRows = await db.select().from(products).where(eq(products.status, 'published'));
  const variantRows = await db.select().from(productVariants);
  const byProduct = new Map(productRows.map((p) => [p.id, p]));
  const sellable: Sellable[] = [];
  const discountOf = (p: (typeof productRows)[number]) =>
    p.isDiscount && p.discountType && p.discount
      ? {
          type: p.discountType === 'flat' ? ('flat' as const) : ('percentage' as const),
          value: p.discountType === 'flat' ? poishaOf(p.discount) : Number(p.discount),
        }
      : null;
  for (const p of productRows) {
    if (p.type === 'simple' && p.isActive) {
      sellable.push({
        productId: p.id,
        variantId: null,
        name: p.name,
        variantName: null,
        sku: p.sku,
        price: poishaOf(p.price),
        cost: poishaOf(p.cost),
        vat: Number(p.vat),
        discount: discountOf(p),
        left: Math.floor((p.stock * 2) / 3),
      });
    }
  }
  for (const v of variantRows) {
    const p = byProduct.get(v.productId);
    if (!p || !p.isActive || p.type !== 'variable') continue;
    sellable.push({
      productId: p.id,
      variantId: v.id,
      name: p.name,
      variantName: v.name,
      sku: v.sku,
      price: poishaOf(v.price),
      cost: poishaOf(v.cost),
      vat: Number(p.vat),
      discount: discountOf(p),
      left: Math.floor((v.stock * 2) / 3),
    });
  }
  if (sellable.length === 0) return 0;
  const customerRows = await db.select({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email }).from(customers).limit(300);
  const [cashier] = await db.select({ id: users.id, name: users.name }).from(users).limit(1);
  // Sold on the shop's VAT base, as the till would (issue 33); the orders keep it.
  const [shop] = await db.select({ vatBase: settings.vatBase, timeZone: settings.timeZone }).from(settings).limit(1);
  // The last few sales fall in the shop's today, however little of it has run: the dashboard's Today is never empty
  // (a demo seeded just after midnight in Dhaka had none; demoLedger.test.ts).
  const todayRun = Math.min(sinceDayStart(new Date(now), shop?.timeZone ?? undefined), 6 * hour);
  const TODAYS = 6;
  const vatBase = vatBaseOf(shop?.vatBase);
  // Every demo sale was made at the main shop, where the opening stock is.
  const [{ id: locationId }] = await queryRows<{ id: string }>(db, sql`select ${mainLocation} as id`);
  const numbers = (await queryRows<{ n: number }>(db, sql`select nextval('order_number_seq')::int as n from generate_series(1, ${count})`)).map((r) => r.n);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const returnRows: (typeof orderReturns.$inferInsert)[] = [];
  const moves: (typeof stockMovements.$inferInsert)[] = [];
  const by = { cashierId: cashier?.id ?? null, cashierName: cashier?.name ?? null };
  const at_ = { locationId };

  for (let i = 0; i < count; i++) {
    const lineCount = 1 + Math.floor(rand() * rand() * 4);
    const chosen = new Map<Sellable, number>();
    for (let l = 0; l < lineCount; l++) {
      const s = sellable[Math.floor(rand() * sellable.length)];
      const qty = 1 + Math.floor(rand() * rand() * 3);
      if (s.left - (chosen.get(s) ?? 0) >= qty) chosen.set(s, (chosen.get(s) ?? 0) + qty);
    }
    if (chosen.size === 0) continue;
    const lines = [...chosen.entries()];
    const priced = priceCart(
      lines.map(([s, qty], k) => ({ key: String(k), name: s.name, price: s.price, qty, vat: s.vat, discount: s.discount })),
      { shipping: poisha(rand() < 0.2 ? 6000 : 0), discount: poisha(rand() < 0.1 ? 5000 : 0), vatBase },
    );
    const age = Math.pow(rand(), 0.8) * days * 86_400_000;
    const at = new Date(now - (i >= count - TODAYS ? (age / (days * 86_400_000)) * todayRun : age));
    const customer = rand() < 0.45 ? customerRows[Math.floor(rand() * customerRows.length)] : undefined;
    const method = pick(rand, METHODS);
    const roll = rand();
    const status: OrderStatus =
      roll < 0.03 ? 'cancelled' : roll < 0.08 ? 'delivered' : roll < 0.12 ? 'out-for-delivery' : roll < 0.6 ? 'completed' : 'confirmed';
    const unpaid = status !== 'cancelled' && method !== 'cash' && rand() < 0.05;
    const orderId = randomUUID();
    const number = `S-${String(numbers[i]).padStart(6, '0')}`;
    const paid = unpaid ? ZERO : priced.total;
    const order: typeof orders.$inferInsert = {
      id: orderId,
      number,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? 'Guest',
      customerPhone: customer?.phone ?? null,
      customerEmail: customer?.email ?? null,
      status,
      paymentMethod: method,
      paymentState: unpaid ? 'unpaid' : 'paid',
      subTotal: toTaka(priced.subTotal),
      vat: toTaka(priced.vat),
      shipping: toTaka(priced.shipping),
      discount: toTaka(priced.discount),
      total: toTaka(priced.total),
      vatBase,
      paid: toTaka(paid),
      ...by,
      ...at_,
      createdAt: at,
      updatedAt: at,
    };
    orderRows.push(order);
    const lineIds = lines.map(() => randomUUID());
    lines.forEach(([s, qty], position) => {
      lineRows.push({
        id: lineIds[position],
        orderId,
        position,
        productId: s.productId,
        variantId: s.variantId,
        name: s.name,
        variantName: s.variantName,
        sku: s.sku,
        unitPrice: toTaka(priced.items[position].unitPrice),
        unitCost: toTaka(poisha(s.cost)),
        vatRate: s.vat,
        vat: toTaka(priced.items[position].vat),
        qty,
        totalPrice: toTaka(priced.items[position].totalPrice),
        // The line's part of the cart discount, as the till stores it (issue 33): Top Products and Profit/Loss read it.
        discountShare: toTaka(priced.items[position].discountShare),
      });
      moves.push({
        productId: s.productId,
        variantId: s.variantId,
        ...at_,
        kind: 'sale',
        qty: -qty,
        unitCost: toTaka(poisha(s.cost)),
        orderId,
        userId: by.cashierId,
        createdAt: at,
      });
      if (status === 'cancelled')
        moves.push({
          productId: s.productId,
          variantId: s.variantId,
          ...at_,
          kind: 'cancel',
          qty,
          unitCost: toTaka(poisha(s.cost)),
          orderId,
          userId: by.cashierId,
          createdAt: after(at, 3),
        });
      else s.left -= qty;
    });
    if (status === 'cancelled') order.updatedAt = after(at, 3);
    if (paid > 0) {
      paymentRows.push({
        orderId,
        orderNumber: number,
        method,
        amount: toTaka(paid),
        reference: method === 'cash' ? null : `TX${Math.floor(rand() * 1e8)}`,
        ...by,
        createdAt: at,
        updatedAt: at,
      });
    }
    // About one completed sale in 40 comes back in part, up to two days later: one unit of its first line, refunded by the till's rule.
    if (status === 'completed' && paid > 0 && rand() < 0.025) {
      const [s, qty] = lines[0];
      const item = priced.items[0];
      const back = after(at, 48);
      const refund = returnRefund({ subTotal: priced.subTotal, discount: priced.discount, paid }, [
        { line: { totalPrice: item.totalPrice, vat: item.vat, qty, returnedQty: 0 }, qty: 1 },
      ]);
      lineRows[lineRows.length - lines.length].returnedQty = 1;
      moves.push({
        productId: s.productId,
        variantId: s.variantId,
        ...at_,
        kind: 'return',
        qty: 1,
        unitCost: toTaka(poisha(s.cost)),
        orderId,
        userId: by.cashierId,
        createdAt: back,
      });
      s.left += 1;
      returnRows.push({
        orderId,
        orderNumber: number,
        customerName: order.customerName ?? 'Guest',
        lines: [{ line: lineIds[0], name: s.name, variantName: s.variantName, qty: 1, amount: toTaka(refund) }],
        qty: 1,
        refund: toTaka(refund),
        refundMethod: method,
        userId: by.cashierId,
        userName: by.cashierName,
        createdAt: back,
        updatedAt: back,
      });
      paymentRows.push({
        orderId,
        orderNumber: number,
        method,
        amount: toTaka(poisha(-refund)),
        kind: 'refund',
        reference: 'Return',
        ...by,
        createdAt: back,
        updatedAt: back,
      });
      order.paid = toTaka(poisha(paid - refund));
      order.refunded = toTaka(refund);
      order.updatedAt = back;
    }
  }

  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const chunks = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let k = 0; k < rows.length; k += 500) await insert(rows.slice(k, k + 500));
    };
    await chunks(orderRows, (part) => tx.insert(orders).values(part));
    await chunks(lineRows, (part) => tx.insert(orderLines).values(part));
    await chunks(paymentRows, (part) => tx.insert(payments).values(part));
    await chunks(returnRows, (part) => tx.insert(orderReturns).values(part));
    await chunks(moves, (part) => tx.insert(stockMovements).values(part));
    // The shelves follow the ledger: one statement per table, from the movements just written.
    await tx.execute(sql`
    update stock_levels l set stock = l.stock + d.moved
    from (select location_id, item_id, sum(qty)::int as moved from stock_movements where kind in ('sale', 'cancel', 'return') group by location_id, item_id) d
    where d.location_id = l.location_id and d.item_id = l.item_id`);
    await tx.execute(sql`
    update product_variants v set stock = v.stock + d.moved
    from (select variant_id, sum(qty)::int as moved from stock_movements where kind in ('sale', 'cancel', 'return') and variant_id is not null group by variant_id) d
    where d.variant_id = v.id`);
    await tx.execute(sql`
    update products p set stock = p.stock + d.moved
    from (select product_id, sum(qty)::int as moved from stock_movements where kind in ('sale', 'cancel', 'return') group by product_id) d
    where d.product_id = p.id`);
  });
  return orderRows.length;
}
