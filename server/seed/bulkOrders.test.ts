import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPoisha } from '../../common/money';
import { discountedUnitPrice, priceCart } from '../../common/pricing';
import { stockMismatches } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from '../test/harness';
import { categories, customers, products, productVariants } from '../domains/schema';
import { addOrders } from './bulkOrders';
import { formatDate } from '../../common/dates';
import { checkFigures } from '../domains/reports/checkFigures';
import { addDays } from '../domains/reports/period';

let t: TestApp;
const p = (v: unknown) => toPoisha(String(v));
const rows = async <T>(text: string) => (await t.database.raw(text)) as T[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [cat] = await db.insert(categories).values({ name: 'Shirts', slug: 'shirts-bulk' }).returning();
  const base = { categoryId: cat.id, status: 'published', cost: 400, stock: 30 };
  // Prices and discounts that round: a percentage off an odd price, a flat amount, VAT 7.5 %.
  await db.insert(products).values([
    {
      ...base,
      name: 'Oxford shirt',
      slug: 'oxford',
      sku: 'OX-1',
      barcode: '2000000000017',
      price: 1499.99,
      vat: 7.5,
      isDiscount: true,
      discountType: 'percentage',
      discount: 12.5,
    },
    {
      ...base,
      name: 'Lungi',
      slug: 'lungi',
      sku: 'LU-1',
      barcode: '2000000000024',
      price: 650,
      vat: 5,
      isDiscount: true,
      discountType: 'flat',
      discount: 49.5,
    },
    { ...base, name: 'Cap', slug: 'cap', sku: 'CA-1', barcode: '2000000000031', price: 199.95, vat: 0 },
  ]);
  const [tee] = await db
    .insert(products)
    .values({ ...base, name: 'Tee', slug: 'tee', sku: 'TE-1', barcode: '2000000000048', price: 333.33, vat: 15, type: 'variable', stock: 40 })
    .returning();
  await db.insert(productVariants).values([
    { productId: tee.id, position: 0, name: 'M', price: 333.33, cost: 200, stock: 20, barcode: '2000000000055' },
    { productId: tee.id, position: 1, name: 'L', price: 349.99, cost: 210, stock: 20, barcode: '2000000000062' },
  ]);
  await db.insert(customers).values(Array.from({ length: 5 }, (_, i) => ({ name: `Customer ${i}`, phone: `0171000000${i}` })));
  expect(await addOrders(t.database, 400)).toBe(400);
}, 120_000);
afterAll(() => t.close());

describe('npm run seed -- --orders', () => {
  it('writes orders whose figures are the sums of their lines, priced as the till prices them, in poisha', async () => {
    const lines = await rows<{
      unit_price: string;
      qty: number;
      total_price: string;
      vat: string;
      vat_rate: string;
      price: string;
      discount_type: string | null;
      discount: string | null;
    }>(`
      select l.unit_price, l.qty, l.total_price, l.vat, l.vat_rate, coalesce(v.price, pr.price) as price, pr.discount_type, pr.discount
      from order_lines l join products pr on pr.id = l.product_id left join product_variants v on v.id = l.variant_id`);
    expect(lines.length).toBeGreaterThan(400);
    for (const l of lines) {
      const discount = l.discount_type
        ? {
            type: l.discount_type === 'flat' ? ('flat' as const) : ('percentage' as const),
            value: l.discount_type === 'flat' ? p(l.discount) : Number(l.discount),
          }
        : null;
      const [item] = priceCart([{ key: 'x', name: 'x', price: p(l.price), qty: l.qty, vat: Number(l.vat_rate), discount }]).items;
      expect(p(l.unit_price)).toBe(discountedUnitPrice(p(l.price), discount));
      expect({ total: p(l.total_price), vat: p(l.vat) }).toEqual({ total: item.totalPrice, vat: item.vat });
    }
    const wrong = await rows<{ n: number }>(`
      select count(*)::int as n from orders o join (select order_id, sum(total_price) as s, sum(vat) as v from order_lines group by order_id) l on l.order_id = o.id
      where o.sub_total <> l.s or o.vat <> l.v or o.total <> o.sub_total + o.vat + o.shipping - o.discount or o.discount > o.sub_total
        or (o.payment_state = 'paid' and o.paid + o.refunded <> o.total) or (o.payment_state = 'unpaid' and o.paid <> 0)`);
    expect(wrong[0].n).toBe(0);
  });

  it('numbers every order once, spreads them over a year, customers and guests, and several statuses and methods', async () => {
    const [s] = await rows<{ n: number; numbers: number; days: number; guests: number; known: number; statuses: number; methods: number }>(`
      select count(*)::int as n, count(distinct number)::int as numbers, extract(day from max(created_at) - min(created_at))::int as days,
        count(*) filter (where customer_id is null)::int as guests, count(*) filter (where customer_id is not null)::int as known,
        count(distinct status)::int as statuses, count(distinct payment_method)::int as methods
      from orders`);
    expect(s.numbers).toBe(s.n);
    expect(s.days).toBeGreaterThan(300);
    expect(s.guests).toBeGreaterThan(0);
    expect(s.known).toBeGreaterThan(0);
    expect(s.statuses).toBeGreaterThanOrEqual(2);
    expect(s.methods).toBeGreaterThanOrEqual(3);
  });

  it('moves the stock through the ledger: every figure equals its movements and none is below zero', async () => {
    expect(await stockMismatches(t.database.db)).toEqual([]);
    const [neg] = await rows<{ n: number }>(
      'select ((select count(*) from products where stock < 0) + (select count(*) from product_variants where stock < 0))::int as n',
    );
    expect(neg.n).toBe(0);
    const [sold] = await rows<{ n: number }>(`select count(*)::int as n from stock_movements where kind = 'sale'`);
    expect(sold.n).toBeGreaterThan(400);
  });

  it('makes a store whose figures agree with each other and with the ledger over the whole year (check:figures)', async () => {
    const tz = 'Asia/Dhaka';
    const to = formatDate(new Date(), tz);
    const check = await checkFigures(t.database.db, { from: addDays(to, -365), to, timeZone: tz });
    expect(check.pairs.filter((pair) => !pair.ok)).toEqual([]);
  });
});
