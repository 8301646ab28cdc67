import { describe, expect, it } from 'vitest';
import { poisha } from '../../../common/money';
import type { OrderInput } from '../../../common/wire/orders';
import type { PricedCart, ServerLine } from './cartPricing';
import { methodsOf, planOrder, planPayments, type OrderFacts } from './orderPlan';

/*
 * The plan of an order (issue 35): what a sale writes, worked out from what
 * was read, with no database. The statement that writes it (writeOrder.ts)
 * and the whole of `POST orders` are held by server/test/orders.test.ts and
 * offlineSales.test.ts.
 */

const tee: ServerLine = {
  _id: 'tee',
  name: 'Tee',
  stock: 10,
  qty: 2,
  productId: 'tee',
  variantId: null,
  sku: 'T-1',
  listPricePoisha: poisha(950_00),
  unitPricePoisha: poisha(807_50),
  unitCostPoisha: poisha(500_00),
  totalPoisha: poisha(1615_00),
  discountSharePoisha: poisha(0),
  vatPoisha: poisha(242_25),
  vatRate: 15,
  catalogue: { unitPricePoisha: poisha(807_50), vatRate: 15 },
};
const mug: ServerLine = {
  _id: 'mug',
  variant: 'blue',
  variantName: 'Blue',
  name: 'Mug',
  stock: 4,
  qty: 1,
  productId: 'mug',
  variantId: 'blue',
  sku: 'M-B',
  listPricePoisha: poisha(250_00),
  unitPricePoisha: poisha(250_00),
  unitCostPoisha: poisha(120_00),
  totalPoisha: poisha(250_00),
  discountSharePoisha: poisha(0),
  vatPoisha: poisha(0),
  vatRate: 0,
  catalogue: { unitPricePoisha: poisha(250_00), vatRate: 0 },
};

// A Tee at ৳950 less 15 % (2 of them, VAT 15 %) and a blue Mug at ৳250: 1,865.00 + VAT 242.25 = 2,107.25, in cash 2,107.
const priced: PricedCart = {
  wire: { items: [], subTotal: 0, vat: 0, shipping: 0, discount: 0, total: 0, rounding: 0, cashTotal: 0, roundCash: true, coupon: null }, // the plan does not read the wire
  lines: [tee, mug],
  subTotal: poisha(1865_00),
  vat: poisha(242_25),
  shipping: poisha(0),
  discount: poisha(0),
  total: poisha(2107_25),
  cashRounding: poisha(-25),
  roundCash: true,
  vatBase: 'list',
  couponId: null,
  couponCode: null,
  overCap: false,
};

const OFFERED = ['cash', 'card', 'bkash'] as const;
const input = (over: Partial<OrderInput> = {}): OrderInput => ({
  cart: {
    items: [
      { _id: 'tee', qty: 2 },
      { _id: 'mug', variant: 'blue', qty: 1 },
    ],
  },
  paymentMethod: 'cash',
  customer: 'guest',
  ...over,
});

const facts = (over: Partial<OrderFacts> = {}): OrderFacts => {
  const body = over.input ?? input();
  const cart = over.priced ?? priced;
  return {
    input: body,
    userId: 'cashier',
    locationId: 'dhanmondi',
    orderId: 'order-1',
    requestHash: 'hash',
    priced: cart,
    customer: undefined,
    address: null,
    payments: planPayments(body, cart),
    repriced: [],
    short: new Map(),
    now: new Date('2026-11-28T06:00:00Z'),
    ...over,
  };
};

describe('the money of a sale', () => {
  it('paid in cash is charged in whole taka, the change given back and only the total kept', () => {
    const plan = planOrder(facts({ input: input({ paidAmount: 2200 }), payments: planPayments(input({ paidAmount: 2200 }), priced) }));
    expect(plan.order).toMatchObject({ subTotal: 1865, vat: 242.25, shipping: 0, discount: 0, rounding: -0.25, total: 2107, paid: 2107, paymentState: 'paid' });
    // The payment keeps the total; the ৳93 handed back is written beside it, never as cash in hand (issue 36).
    expect(plan.payments).toEqual([
      {
        orderId: 'order-1',
        method: 'cash',
        amount: 2107,
        changeGiven: 93,
        reference: null,
        kind: 'payment',
        cashierId: 'cashier',
        locationId: 'dhanmondi',
        shiftId: null,
      },
    ]);
    expect(plan.answer).toEqual({ _id: 'order-1', total: 2107, paid: 2107, change: 93, replayed: false });
  });

  it('with no amount handed over is paid in full', () => {
    expect(planOrder(facts()).answer).toMatchObject({ total: 2107, paid: 2107, change: 0 });
  });

  it('split across card and cash is charged to the poisha, the card kept first and the cash cut to what is left', () => {
    const body = input({
      paymentMethod: 'card',
      payments: [
        { method: 'cash', amount: 2000 },
        { method: 'card', amount: 107.25, reference: ' 4411 ' },
      ],
    });
    const plan = planOrder(facts({ input: body, payments: planPayments(body, priced) }));
    expect(plan.order).toMatchObject({ rounding: 0, total: 2107.25, paid: 2107.25, paymentMethod: 'card' });
    expect(plan.payments.map((p) => [p.method, p.amount, p.reference])).toEqual([
      ['card', 107.25, '4411'],
      ['cash', 2000, null],
    ]);
    expect(plan.answer.change).toBe(0);
  });

  it('part paid leaves the order partly paid, with the one payment kept', () => {
    const body = input({ paymentMethod: 'bkash', paidAmount: 1000, trnxRef: 'TX9' });
    const plan = planOrder(facts({ input: body, payments: planPayments(body, priced) }));
    expect(plan.order).toMatchObject({ total: 2107.25, paid: 1000, paymentState: 'partly-paid' });
    expect(plan.payments).toMatchObject([{ method: 'bkash', amount: 1000, reference: 'TX9' }]);
  });

  it('refuses a card payment above the total, a payment below zero and a method the shop does not take, naming the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return (err as { errors?: { field: string }[] }).errors?.[0]?.field;
      }
      return 'not refused';
    };
    expect(field(() => planPayments(input({ paymentMethod: 'card', paidAmount: 3000 }), priced))).toBe('paidAmount');
    expect(field(() => planPayments(input({ payments: [{ method: 'cash', amount: -1 }] }), priced))).toBe('payments.0.amount');
    expect(field(() => methodsOf(input({ paymentMethod: 'nagad' }), OFFERED))).toBe('paymentMethod');
  });
});

describe('the rows of a sale', () => {
  it('writes a row for each line at its price, VAT and cost, and takes each line’s quantity from the till’s location', () => {
    const plan = planOrder(facts());
    expect(plan.lines).toEqual([
      {
        orderId: 'order-1',
        position: 0,
        productId: 'tee',
        variantId: null,
        name: 'Tee',
        variantName: null,
        sku: 'T-1',
        listPrice: 950,
        unitPrice: 807.5,
        unitCost: 500,
        vatRate: 15,
        vat: 242.25,
        qty: 2,
        totalPrice: 1615,
        discountShare: 0,
      },
      {
        orderId: 'order-1',
        position: 1,
        productId: 'mug',
        variantId: 'blue',
        name: 'Mug',
        variantName: 'Blue',
        sku: 'M-B',
        listPrice: 250,
        unitPrice: 250,
        unitCost: 120,
        vatRate: 0,
        vat: 0,
        qty: 1,
        totalPrice: 250,
        discountShare: 0,
      },
    ]);
    expect(plan.stock.map((c) => [c.name, c.qty, c.locationId, c.unitCost])).toEqual([
      ['Tee', -2, 'dhanmondi', 500],
      ['Mug (Blue)', -1, 'dhanmondi', 120],
    ]);
    expect(plan.order).toMatchObject({ customerName: 'Guest', status: 'confirmed', couponCode: null, cashierId: 'cashier', locationId: 'dhanmondi' });
    expect(plan.shortfalls).toEqual([]);
    expect(plan.priceDifferences).toEqual([]);
    expect(plan.offlineNumber).toBeNull();
    expect(plan.claim).toBeNull();
    expect(plan.audit).toEqual([
      { field: 'total', after: 2107 },
      { field: 'status', after: 'confirmed' },
    ]);
  });

  it('records the coupon’s use with the order, and none when the cart has no coupon (one refused never reaches an order)', () => {
    const withCoupon = { ...priced, couponId: 'coupon-eid', couponCode: 'EID10', discount: poisha(150_00), total: poisha(1957_25) };
    const plan = planOrder(facts({ priced: withCoupon, payments: planPayments(input(), withCoupon) }));
    expect(plan.couponUse).toEqual({ couponId: 'coupon-eid', customerId: null, orderId: 'order-1' });
    expect(plan.order).toMatchObject({ couponCode: 'EID10', discount: 150, total: 1957 });
    expect(planOrder(facts()).couponUse).toBeNull();
  });

  it('queues the emailed receipt only when there is an address to send it to', () => {
    const asked = input({ emailReceipt: true });
    expect(planOrder(facts({ input: asked })).order.receiptStatus).toBe('no-address');
    expect(planOrder(facts({ input: asked })).receiptJob).toBe(false);
    const address = { name: 'Rahim', email: 'rahim@example.com', phone: '01711000000', street: 'Road 5', city: 'Dhaka', postalCode: '1209' };
    const plan = planOrder(facts({ input: asked, address }));
    expect(plan.order).toMatchObject({ customerName: 'Rahim', customerPhone: '01711000000', customerEmail: 'rahim@example.com', receiptStatus: 'queued' });
    expect(plan.receiptJob).toBe(true);
  });

  it('claims the Idempotency-Key for the order', () => {
    expect(planOrder(facts({ idempotencyKey: 'k-1' })).claim).toEqual({ key: 'k-1', userId: 'cashier', requestHash: 'hash', orderId: 'order-1' });
  });
});

describe('an offline sale', () => {
  const offline = { device: 'till-7', number: 'S-000042', soldAt: new Date('2026-11-27T10:00:00Z'), live: false };

  it('keeps its till’s number and time of sale, and takes only what the location still holds, listing the rest for a manager', () => {
    const plan = planOrder(facts({ offline, short: new Map([['tee', 1]]) }));
    expect(plan.offlineNumber).toBe('S-000042');
    expect(plan.order).toMatchObject({ createdAt: offline.soldAt, offlineDevice: 'till-7', receivedAt: new Date('2026-11-28T06:00:00Z'), approval: null });
    expect(plan.payments[0]).toMatchObject({ createdAt: offline.soldAt });
    expect(plan.stock.map((c) => [c.name, c.qty])).toEqual([
      ['Tee', -1],
      ['Mug (Blue)', -1],
    ]);
    expect(plan.shortfalls).toEqual([
      { orderId: 'order-1', productId: 'tee', variantId: null, itemName: 'Tee', locationId: 'dhanmondi', qty: 1, deviceId: 'till-7' },
    ]);
    expect(plan.answer).toMatchObject({ shortfalls: [{ name: 'Tee', qty: 1 }] });
    expect(plan.answer).not.toHaveProperty('held');
  });

  it('with a manual discount over the cashier’s cap is held for a manager, the discount on the price differences list', () => {
    const overCap = { ...priced, overCap: true, discount: poisha(300_00), total: poisha(1807_25) };
    const body = input({ cart: { ...input().cart, discount: 300 } });
    const plan = planOrder(facts({ input: body, priced: overCap, offline, discountCap: { percent: 10, amount: null }, payments: planPayments(body, overCap) }));
    expect(plan.order.approval).toBe('pending');
    expect(plan.answer.held).toBe(true);
    // 10 % of 1,865.00 = 186.50 is the most the role may give: 113.50 less than the 300 given.
    expect(plan.priceDifferences).toMatchObject([
      { reason: 'over-cap', itemName: 'Manual discount', tillUnitPrice: 300, catalogueUnitPrice: 186.5, difference: -113.5, deviceId: 'till-7' },
    ]);
  });

  it('sold at a price its snapshot did not hold is held, the line on the price differences list with both prices', () => {
    const cheaper = { ...tee, unitPricePoisha: poisha(700_00), catalogue: { unitPricePoisha: poisha(807_50), vatRate: 15 } };
    const plan = planOrder(facts({ offline, repriced: [{ line: cheaper, reason: 'unknown-price' }] }));
    expect(plan.answer.held).toBe(true);
    expect(plan.priceDifferences).toMatchObject([
      {
        reason: 'unknown-price',
        itemName: 'Tee',
        qty: 2,
        tillUnitPrice: 700,
        catalogueUnitPrice: 807.5,
        difference: -215,
        tillVatRate: 15,
        catalogueVatRate: 15,
      },
    ]);
  });
});
