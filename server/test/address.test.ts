import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from './harness';

/**
 * One address for customers and orders (issue 20): a customer's `addresses`
 * and an order's `address` take the same values and refuse the same ones,
 * asked of the API itself.
 */

let t: TestApp;
let owner: string;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Addresses', slug: 'addresses-test' }).returning();
  const [p] = await t.database.db
    .insert(products)
    .values({
      name: 'Gamchha',
      slug: 'gamchha-address',
      sku: 'ADDR-1',
      barcode: '2000000999994',
      categoryId: cat.id,
      status: 'published',
      price: 150,
      cost: 90,
      stock: 100_000,
      type: 'simple',
    })
    .returning();
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  productId = p.id;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.call(owner, { method: 'POST', url, payload: payload as Record<string, unknown> });

/** A valid value most of the time, else one of the ways it can be wrong, so a good share of addresses pass and every refusal is met. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...wrong: unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: fc.constantFrom(...wrong), weight: 1 });

/** Letters, digits and spaces, not blank. */
const words = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ,.-]{0,${max - 1}}$`));
const EMAIL_254 = `${'x'.repeat(58)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.com`;

const REQUIRED = ['name', 'email', 'phone', 'street', 'city', 'postalCode'];
const rarely = <T>(value: T, otherwise: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(value), weight: 10 }, { arbitrary: otherwise, weight: 1 });

const address = fc
  .record({
    parts: fc.record({
      _id: mostly(fc.constantFrom('a1', 'i'.repeat(100)), 'i'.repeat(101), 12),
      name: mostly(fc.oneof(words(40), fc.constant('n'.repeat(200))), '', 'n'.repeat(201), null),
      email: mostly(fc.constantFrom('rahim@example.com', 'RAHIM.uddin+shop@mail.example.com.bd', EMAIL_254), `x${EMAIL_254}`, 'not-an-email', 'a@', ''),
      phone: mostly(
        fc.constantFrom('01712345678', '+8801812345678', '+880 1912-345678', '008801612345678', '01512 345 678', '(017) 1234-5678', '01312.345.678'),
        '12345',
        '01212345678',
        '+44 20 7946 0958',
        '017123456789',
        '',
        '0'.repeat(31),
        1712345678,
      ),
      street: mostly(fc.oneof(words(60), fc.constant('s'.repeat(500))), '', 's'.repeat(501)),
      city: mostly(fc.constantFrom('Dhaka', 'Sylhet', 'Chattogram', 'ঢাকা', 'c'.repeat(200)), '', 'c'.repeat(201)),
      state: mostly(fc.constantFrom('Dhaka', '', 'd'.repeat(200)), 'd'.repeat(201), null),
      country: mostly(fc.constantFrom('Bangladesh', '', 'b'.repeat(200)), 'b'.repeat(201), false),
      postalCode: mostly(fc.constantFrom('1205', '3100', 'p'.repeat(20)), '', 'p'.repeat(21)),
    }),
    // The optional parts come and go; now and then a required one is missing, or a part no address has is sent.
    optional: fc.subarray(['_id', 'state', 'country']),
    missing: rarely<string | null>(null, fc.constantFrom(...REQUIRED)),
    stranger: rarely(false, fc.constant(true)),
  })
  .map(({ parts, optional, missing, stranger }) => {
    const kept = Object.entries(parts).filter(([key]) => key !== missing && (REQUIRED.includes(key) || optional.includes(key)));
    return { ...Object.fromEntries(kept), ...(stranger ? { zip: '1205' } : {}) };
  });

describe('an address', () => {
  it('that a customer takes in addresses, an order takes as its address, and the reverse; both refuse the same ones with a 400', async () => {
    let taken = 0;
    let refused = 0;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(address, async (a) => {
        n += 1;
        const phone = `019${String(n).padStart(8, '0')}`;
        const customer = await post('/api/customers', { name: `Address ${n}`, phone, addresses: [a] });
        const order = await post('/api/orders', { cart: { items: [{ _id: productId, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest', address: a });
        const asked = JSON.stringify(a);
        expect([201, 400], `${asked}: ${customer.body}`).toContain(customer.statusCode);
        expect(order.statusCode, `${asked}: customer ${customer.statusCode} ${customer.body}, order ${order.body}`).toBe(customer.statusCode);
        if (customer.statusCode === 400) {
          refused += 1;
          return;
        }
        taken += 1;
        // Kept alike too: the phone as its 11 digits in both.
        const kept = (await t.call(owner, { method: 'GET', url: `/api/orders/${order.json()._id}` })).json().address;
        const { _id: _ignored, ...saved } = customer.json().addresses[0];
        const { _id: _alsoIgnored, ...inOrder } = kept;
        expect(inOrder).toEqual(saved);
        expect(saved.phone).toMatch(/^01[3-9][0-9]{8}$/);
      }),
      { numRuns: 80 },
    );
    // Neither side can pass by taking, or refusing, everything.
    expect(taken).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  }, 120_000);
});
