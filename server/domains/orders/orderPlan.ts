import { parseTaka, poisha, sumPoisha, toPoisha, toTaka, ZERO, type Poisha } from '../../../common/money';
import { PAYMENT_METHOD_LABELS, paymentStateOf, type OrderStatus, type PaymentMethod, type TenderMethod } from '../../../common/orders';
import type { Address } from '../../../common/wire/address';
import type { OrderInput, PaymentInput } from '../../../common/wire/orders';
import { mobileOf } from '../../../common/phone';
import { checkAddressPlace } from '../../../common/places/address';
import { saleRounding } from '../../../common/pricing';
import type { couponRedemptions, customers, idempotencyKeys, orderLines, orders, payments, priceDifferences, stockShortfalls } from '../schema';
import { fieldError, msg } from '../../engine/errors';
import { itemKey, type StockChange } from '../inventory';
import { creditShort, type CreditChange } from '../storeCredit';
import type { PricedCart, ServerLine } from './cartPricing';
import type { DiscountCap } from './discountCap';
import { overCapRow, type OfflineCheck, type TermsReason } from './offlineSale';
import type { PlacedOrder } from './placedOrder';

/**
 * What `POST orders` writes, worked out from what was read (issue 35): the
 * totals, the payments kept and every row of the order, with no database. The
 * statement that writes it is writeOrder.ts; placeOrder.ts reads, plans and
 * writes. A row's order number and cashier's name are the statement's (the
 * sequence's next number, or the offline till's; the name read in the same
 * statement), so the rows here leave them out.
 */

/** One payment in poisha. */
interface Taken {
  method: PaymentInput['method'];
  amount: Poisha;
  reference?: string;
}

/** The money of a sale: what it is charged and what of the payments is kept. */
export interface OrderPayments {
  /** What the shop's cash rounding adds: the cash part rounded to the taka (common/pricing.ts saleRounding); 0 without cash. */
  rounding: Poisha;
  /** The total charged: the priced cart's, with the rounding. */
  total: Poisha;
  /** Everything handed over, cash beyond the total included. */
  tendered: Poisha;
  /** What is kept of it, never more than the total. */
  paid: Poisha;
  /** The payments kept: non-cash first, then cash cut to what is left to pay. */
  kept: Taken[];
}

/** What an online order writes beside a till sale's (issue 38): its columns, and the status it starts in. */
export interface OnlineColumns extends Pick<
  typeof orders.$inferInsert,
  'source' | 'phoneVerified' | 'riskBand' | 'riskReason' | 'hold' | 'advanceDue' | 'expiresAt'
> {
  status: OrderStatus;
}

/** Everything an order's rows are made from, already read. */
export interface OrderFacts {
  input: OrderInput;
  /** The cashier; absent for an online order. */
  userId?: string;
  /** Whose Idempotency-Keys the key is claimed among (PlaceOrderContext.keyOwner). */
  keyOwner?: string;
  /** An online order's own columns and status (PlaceOrderContext.online). */
  online?: OnlineColumns;
  ip?: string;
  /** The location the sale takes its stock from. */
  locationId: string;
  discountCap?: DiscountCap;
  orderId: string;
  /** The Idempotency-Key and the body's digest: the key is claimed for the order in its statement. */
  idempotencyKey?: string;
  requestHash: string;
  priced: PricedCart;
  customer: typeof customers.$inferSelect | undefined;
  /** The order's address, its phone tidied (orderAddress). */
  address: Address | null;
  payments: OrderPayments;
  /** An offline sale, checked (offlineSale.ts checkOfflineSale). */
  offline?: OfflineCheck;
  /** An offline sale's lines the catalogue prices otherwise now (offlineSale.ts reviewTerms). */
  repriced: readonly { line: ServerLine; reason: TermsReason }[];
  /** Units per item (inventory itemKey) the location no longer holds: an offline sale's, listed as shortfalls instead of taken. */
  short: ReadonlyMap<string, number>;
  /** When the order is written: an offline sale's time of arrival. */
  now: Date;
  /** The till's open shift the sale's money goes into (issue 36); absent, none. */
  shiftId?: string;
}

type Unnumbered<T> = Omit<T, 'number' | 'orderNumber' | 'cashierName'>;

/** An order ready to write: its rows, in the order the statement writes them, and what it answers. */
export interface OrderPlan {
  orderId: string;
  userId?: string;
  ip?: string;
  /** An offline sale's number, printed by its till; null: the next of the sequence. */
  offlineNumber: string | null;
  /** The Idempotency-Key's row, naming the order it makes; null without a key. */
  claim: typeof idempotencyKeys.$inferInsert | null;
  order: Unnumbered<typeof orders.$inferInsert>;
  lines: (typeof orderLines.$inferInsert)[];
  payments: Unnumbered<typeof payments.$inferInsert>[];
  shortfalls: Unnumbered<typeof stockShortfalls.$inferInsert>[];
  priceDifferences: Unnumbered<typeof priceDifferences.$inferInsert>[];
  couponUse: typeof couponRedemptions.$inferInsert | null;
  /** The emailed receipt's job is queued with the order (there is an address to send it to). */
  receiptJob: boolean;
  /** The delivery address the till asked to keep on the sale's customer (keepAddress), with whom; null for none or a guest. */
  keptAddress: { customerId: string; customerName: string; address: Address } | null;
  /** The stock each line takes at the location (what is short of an offline sale is not taken). */
  stock: StockChange[];
  /** What the sale spends of its customer's store credit (issue 36), and the body's field that spends it; null when none. */
  credit: { change: CreditChange; field: string } | null;
  /** When a pending online order is cancelled if still pending (its expiry job's time, queued in the statement); null for none. */
  expiresAt: Date | null;
  /** The audit entry's changes. */
  audit: { field: string; after: unknown }[];
  /** `POST orders`' answer but its number. */
  answer: Omit<PlacedOrder, 'number'>;
}

/**
 * The methods the sale is paid by (the split's, those with an amount, else
 * the one method), each one the shop offers (settings), else a 400 naming it.
 */
export function methodsOf(input: OrderInput, offered: readonly PaymentMethod[]): TenderMethod[] {
  const check = (method: TenderMethod, field: string) => {
    // Store credit is no configurable method: any sale with a customer may spend it, online only (the balance is the server's).
    if (method === 'store_credit') {
      if (input.offline) throw fieldError(field, msg('store_credit_offline'));
      if (input.customer === 'guest') throw fieldError(field, msg('store_credit_no_customer'));
      return;
    }
    if (!offered.includes(method)) throw fieldError(field, msg('method_not_offered', { method: PAYMENT_METHOD_LABELS[method] }));
  };
  check(input.paymentMethod, 'paymentMethod');
  if (!input.payments?.length) return [input.paymentMethod];
  input.payments.forEach((p, i) => check(p.method, `payments.${i}.method`));
  return input.payments.filter((p) => toPoisha(p.amount) > 0).map((p) => p.method);
}

/**
 * The address with its phone as a customer's addresses keep it: a
 * Bangladeshi mobile number tidied to its 11 digits (common/phone.ts), else a
 * 400 naming it; its place checked as placedAddress does. Null without an address.
 */
export function orderAddress(address: Address | undefined): Address | null {
  if (!address) return null;
  const phone = mobileOf(address.phone);
  if (phone === null) throw fieldError('address.phone', msg('not_mobile'));
  return placedAddress({ ...address, phone });
}

/**
 * The address with its district and thana checked, the district filled from
 * a thana sent alone (common/places/address.ts, the rule a customer's
 * addresses follow too), else a 400 naming `address.district` or `address.thana`.
 */
export function placedAddress(address: Address): Address {
  const checked = checkAddressPlace(address);
  if ('refused' in checked) throw fieldError(`address.${checked.refused.part}`, msg(checked.refused.code));
  return checked.address;
}

/**
 * The money of the sale: the cash part of a sale is charged in whole taka
 * (the shop's cash rounding, common/pricing.ts saleRounding, the rule the till
 * charges by), the rounding part of its total; cash handed over beyond the
 * total goes back as change. A payment that cannot be (a negative amount, card
 * or mobile money above the total) is a 400 naming it.
 */
export function planPayments(input: OrderInput, priced: Pick<PricedCart, 'total' | 'roundCash'>): OrderPayments {
  const rounding = saleRounding(priced.total, paymentParts(input), priced.roundCash);
  const total = sumPoisha([priced.total, rounding]);
  const taken = paymentsOf(input, total);
  const tendered = sumPoisha(taken.map((p) => p.amount));
  return { rounding, total, tendered, paid: poisha(Math.min(tendered, total)), kept: keptPayments(taken, total) };
}

/**
 * The payments the rounding reads: those of a split with an amount, else the
 * method the sale is placed with (as the till's common/tender.ts paymentParts).
 */
function paymentParts(input: OrderInput): { method: TenderMethod; amount: Poisha }[] {
  const paying = (input.payments ?? []).map((p) => ({ method: p.method, amount: toPoisha(p.amount) })).filter((p) => p.amount > 0);
  return paying.length > 0 ? paying : [{ method: input.paymentMethod, amount: toPoisha(input.paidAmount ?? 0) }];
}

/** A line's name on the stock ledger, the shortfalls and the price differences: the product's, with its variation's. */
const lineName = (line: Pick<ServerLine, 'name' | 'variantName'>) => (line.variantName ? `${line.name} (${line.variantName})` : line.name);

/** The order's rows and answer, from what was read. */
export function planOrder(facts: OrderFacts): OrderPlan {
  const { input, priced, customer, address, offline, orderId, userId, locationId } = facts;
  const { total, paid, rounding, tendered, kept } = facts.payments;
  const customerEmail = customer?.email ?? address?.email ?? null;
  const status = facts.online?.status ?? input.status ?? 'confirmed';
  const soldAt = offline ? { createdAt: offline.soldAt } : {};
  // One at a price its snapshot did not hold, or a discount over the cashier's cap, holds the sale for a manager (issue 34).
  const held = priced.overCap || facts.repriced.some((r) => r.reason === 'unknown-price');
  const shortOf = (line: ServerLine) => facts.short.get(itemKey(line)) ?? 0;
  const shortLines = priced.lines.flatMap((line) => (shortOf(line) > 0 ? [{ line, qty: shortOf(line) }] : []));
  const change = poisha(Math.max(0, tendered - total));
  const lastCash = kept.map((p) => p.method).lastIndexOf('cash');

  return {
    orderId,
    userId,
    ip: facts.ip,
    offlineNumber: offline ? offline.number : null,
    claim: claimOf(facts),
    order: {
      id: orderId,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? address?.name ?? 'Guest',
      customerPhone: customer?.phone ?? address?.phone ?? null,
      customerEmail,
      address,
      status,
      paymentMethod: input.paymentMethod,
      paymentState: paymentStateOf(total, paid),
      subTotal: toTaka(priced.subTotal),
      vat: toTaka(priced.vat),
      shipping: toTaka(priced.shipping),
      discount: toTaka(priced.discount),
      rounding: toTaka(rounding),
      vatBase: priced.vatBase,
      total: toTaka(total),
      paid: toTaka(paid),
      couponCode: priced.couponCode,
      note: input.note ?? null,
      emailReceipt: input.emailReceipt ?? false,
      // The receipt goes out after the commit (its job, receiptSender.ts); without an address there is nowhere to send it.
      receiptStatus: input.emailReceipt ? (customerEmail ? 'queued' : 'no-address') : null,
      cashierId: userId ?? null,
      locationId,
      source: input.source ?? 'till',
      ...onlineColumns(facts.online),
      ...(offline ? { ...soldAt, offlineDevice: offline.device, receivedAt: facts.now, approval: held ? 'pending' : null } : {}),
    },
    lines: priced.lines.map((line, position) => ({
      orderId,
      position,
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      variantName: line.variantName ?? null,
      sku: line.sku,
      listPrice: toTaka(line.listPricePoisha),
      unitPrice: toTaka(line.unitPricePoisha),
      unitCost: toTaka(line.unitCostPoisha),
      vatRate: line.vatRate,
      vat: toTaka(line.vatPoisha),
      qty: line.qty,
      totalPrice: toTaka(line.totalPoisha),
      discountShare: toTaka(line.discountSharePoisha),
    })),
    payments: kept.map((p, i) => ({
      orderId,
      method: p.method,
      amount: toTaka(p.amount),
      reference: p.reference ?? null,
      kind: 'payment',
      cashierId: userId ?? null,
      // The till's money (issue 34): named here, as the order row is not there yet for the payments' trigger to read.
      locationId,
      // The till's shift (issue 36), and the change handed back on the sale's last cash payment: never cash in hand.
      shiftId: facts.shiftId ?? null,
      changeGiven: toTaka(i === lastCash ? change : ZERO),
      ...soldAt,
    })),
    shortfalls: shortLines.map(({ line, qty }) => ({
      orderId,
      productId: line.productId,
      variantId: line.variantId,
      itemName: lineName(line),
      locationId,
      qty,
      deviceId: offline?.device ?? null,
    })),
    // An offline sale is written at its till's prices; the lines the catalogue prices otherwise now go on the price differences list.
    priceDifferences: offline
      ? [
          ...facts.repriced.map(({ line, reason }) => ({
            reason,
            orderId,
            productId: line.productId,
            variantId: line.variantId,
            itemName: lineName(line),
            locationId,
            qty: line.qty,
            tillUnitPrice: toTaka(line.unitPricePoisha),
            catalogueUnitPrice: toTaka(line.catalogue.unitPricePoisha),
            tillVatRate: line.vatRate,
            catalogueVatRate: line.catalogue.vatRate,
            difference: toTaka(poisha((line.unitPricePoisha - line.catalogue.unitPricePoisha) * line.qty)),
            deviceId: offline.device,
          })),
          ...(priced.overCap
            ? [overCapRow(toPoisha(input.cart.discount ?? 0), priced.subTotal, facts.discountCap, { orderId, locationId, deviceId: offline.device })]
            : []),
        ]
      : [],
    couponUse: priced.couponId ? { couponId: priced.couponId, customerId: customer?.id ?? null, orderId } : null,
    receiptJob: !!(input.emailReceipt && customerEmail),
    keptAddress: input.keepAddress && customer && address ? { customerId: customer.id, customerName: customer.name, address } : null,
    stock: priced.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      locationId,
      qty: -(line.qty - shortOf(line)),
      unitCost: toTaka(line.unitCostPoisha),
      kind: 'sale' as const,
      orderId,
      userId,
      name: lineName(line),
    })),
    credit: creditSpent(facts),
    expiresAt: facts.online?.status === 'pending' && facts.online.expiresAt ? new Date(facts.online.expiresAt) : null,
    audit: [
      { field: 'total', after: toTaka(total) },
      { field: 'status', after: status },
    ],
    answer: {
      _id: orderId,
      total: toTaka(total),
      paid: toTaka(paid),
      change: toTaka(change),
      ...(shortLines.length > 0 ? { shortfalls: shortLines.map(({ line, qty }) => ({ name: lineName(line), qty })) } : {}),
      ...(held ? { held: true } : {}),
      replayed: false,
    },
  };
}

/** The Idempotency-Key's row: claimed among its owner's keys (the storefront's, else the cashier's); null without a key or an owner. */
function claimOf(facts: OrderFacts): OrderPlan['claim'] {
  const owner = facts.keyOwner ?? facts.userId;
  return facts.idempotencyKey && owner ? { key: facts.idempotencyKey, userId: owner, requestHash: facts.requestHash, orderId: facts.orderId } : null;
}

/** The online order's columns without its status (the order's own `status` says it). */
function onlineColumns(online: OnlineColumns | undefined): Omit<OnlineColumns, 'status'> {
  if (!online) return {};
  const { status: _status, ...columns } = online;
  return columns;
}

/**
 * What the sale spends of its customer's store credit: the kept payments of
 * `store_credit`. Checked here against the balance read with the customer (a
 * 409 on the field that spends it), and again by the conditional update of the
 * order's statement, which a sale spending the same credit at once cannot pass.
 */
function creditSpent(facts: OrderFacts): OrderPlan['credit'] {
  const spent = sumPoisha(facts.payments.kept.filter((p) => p.method === 'store_credit').map((p) => p.amount));
  if (spent <= 0) return null;
  const { input, customer } = facts;
  const index = input.payments?.findIndex((p) => p.method === 'store_credit') ?? -1;
  const field = index >= 0 ? `payments.${index}.method` : 'paymentMethod';
  if (!customer) throw fieldError(field, msg('store_credit_no_customer'));
  const balance = toPoisha(customer.storeCredit);
  if (spent > balance) throw creditShort(field, balance);
  return {
    field,
    change: { customerId: customer.id, amount: poisha(-spent), reason: 'sale', orderId: facts.orderId, userId: facts.userId },
  };
}

/** The payments of the body in poisha: a split list, or one of `paidAmount` by `paymentMethod` (the whole total when absent). */
function paymentsOf(input: OrderInput, total: Poisha): Taken[] {
  const list: PaymentInput[] = input.payments?.length
    ? input.payments
    : [{ method: input.paymentMethod, amount: input.paidAmount ?? toTaka(total), reference: input.trnxRef }];
  return list
    .map((p, i) => {
      const amount = parseTaka(p.amount);
      if (amount === null || amount < 0) throw fieldError(input.payments?.length ? `payments.${i}.amount` : 'paidAmount', msg('not_payment_amount'));
      if (p.method !== 'cash' && amount > total) {
        throw fieldError(input.payments?.length ? `payments.${i}.amount` : 'paidAmount', msg('more_than_total_not_cash'));
      }
      return { method: p.method, amount, reference: p.reference?.trim() || undefined };
    })
    .filter((p) => p.amount > 0);
}

/**
 * Cash over the total is change handed back, not money kept: the cash payments
 * are cut so that what is kept never exceeds the total.
 */
function keptPayments(taken: Taken[], total: Poisha): Taken[] {
  let left: number = total;
  const nonCash = taken.filter((p) => p.method !== 'cash');
  const cash = taken.filter((p) => p.method === 'cash');
  const kept: Taken[] = [];
  for (const p of [...nonCash, ...cash]) {
    if (left <= 0) break;
    const amount = poisha(Math.min(p.amount, left));
    kept.push({ ...p, amount });
    left -= amount;
  }
  if (sumPoisha(nonCash.map((p) => p.amount)) > total) throw fieldError('payments', msg('payments_over_total'));
  return kept;
}
