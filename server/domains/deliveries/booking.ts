import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { mobileOf } from '../../../common/phone';
import { toTaka } from '../../../common/money';
import { orderBalance } from '../../../common/orderBalance';
import { districtById, normalisePlace, thanaById } from '../../../common/places';
import type { CourierName } from '../../../common/deliveryStatus';
import { englishOf, type CodedMessage } from '../../../common/serverMessages';
import type { BookAnswer, BookOutcome } from '../../../common/wire/deliveries';
import type { Address } from '../../../common/wire/address';
import type { Db } from '../../db/client';
import { deliveries, orderLines, orders } from '../schema';
import { ApiError, msg } from '../../engine/errors';
import { appendAudit } from '../audit';
import type { Couriers, Parcel } from './couriers';
import { poishaOf } from '../orders';
import type { ActionContext } from '../orders';
import { afterDeliveryStatus } from './afterStatus';
import { courierPlaces } from './areas/forBooking';
import { intakeRefusal } from './heldOrders';

type Order = typeof orders.$inferSelect;
type Delivery = typeof deliveries.$inferSelect;

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/** Orders that can still be handed to a courier. */
const BOOKABLE = new Set(['pending', 'order-placed', 'confirmed']);

/** What the courier is to collect: what is still due on the order (common/orderBalance.ts), never below nothing. */
export const amountToCollect = (order: Pick<Order, 'total' | 'refunded' | 'paid'>) =>
  orderBalance({ total: poishaOf(order.total), paid: poishaOf(order.paid), refunded: poishaOf(order.refunded) }).due;

/**
 * The address as one line for the courier's form: street, city and postal
 * code (and state when given), with its thana's and district's English names
 * (issue 37) when set and not already written in it, since a courier's rider
 * reads this line, not the ids: "House 12, Road 4, Dhanmondi, Dhaka, 1209".
 */
export function addressLine(a: Address): string {
  const written = ` ${normalisePlace([a.street, a.city, a.state].join(' '))} `;
  const unwritten = (name: string | undefined) => (name && !written.includes(` ${normalisePlace(name)} `) ? name : undefined);
  const thana = unwritten(thanaById(a.thana)?.en);
  const district = unwritten(districtById(a.district)?.en);
  return [a.street, thana, a.city, district, a.state, a.postalCode].filter((p) => p && p.trim()).join(', ');
}

/** "Eid panjabi (M-White) ×2, Oxford shirt ×1": what is in the parcel, within the couriers' limit. */
function itemsOf(lines: { name: string; variantName: string | null; qty: number; returnedQty: number }[]): string {
  const text = lines
    .filter((l) => l.qty - l.returnedQty > 0)
    .map((l) => `${l.name}${l.variantName ? ` (${l.variantName})` : ''} ×${l.qty - l.returnedQty}`)
    .join(', ');
  return text.length > 250 ? `${text.slice(0, 249)}…` : text;
}

const refusal = (order: string, orderNumber: string | null, message: CodedMessage): BookOutcome => ({
  order,
  orderNumber,
  ok: false,
  error: englishOf(message),
  code: message.code,
  ...(message.params ? { params: message.params } : {}),
});

/** Why an order cannot be booked, or null when it can. */
function refusalOf(order: Order, live: Delivery | undefined): CodedMessage | null {
  // A delivery whose booking failed (pending, with the courier's reason) is booked again. Any other
  // live one stands, a pending one without a reason too: another call is booking it right now (or
  // died doing so; cancelling that delivery frees the order).
  if (live && (live.status !== 'pending' || live.bookingError === null)) return msg('delivery_live', { status: live.status });
  if (!BOOKABLE.has(order.status)) return msg('delivery_order_status', { status: order.status });
  const waiting = intakeRefusal(order);
  if (waiting) return waiting;
  if (!order.address) return msg('delivery_no_address');
  if (!mobileOf(order.address.phone || order.customerPhone || '')) return msg('delivery_no_phone');
  return null;
}

interface Prepared {
  outcome: BookOutcome;
  delivery: Delivery;
  parcel: Parcel;
}

/**
 * Books orders with a courier (issue 22), each order on its own: one that
 * cannot be booked (no address or phone, cancelled, already with a live
 * delivery) or that the courier refuses says why and the rest are booked.
 *
 * 1. One transaction locks the orders and writes a `pending` delivery for
 *    each bookable one (the amount to collect, the recipient from the
 *    order's address, the items from its lines, and for Pathao and RedX
 *    the courier's ids of its thana or district, areas/forBooking.ts); the live-delivery index
 *    and the order locks keep two bookings of one order apart.
 * 2. The courier is asked outside any transaction (its bulk call where it
 *    has one, at most its limit per call).
 * 3. Each answer is written in a transaction of its own: booked (with the
 *    consignment and tracking ids, the order out for delivery) by an update
 *    that matches only while the delivery is still pending, or the
 *    courier's reason in `booking_error`. Every booking is in the audit log.
 */
export async function bookOrders(
  db: Db,
  couriers: Couriers,
  orderIds: string[],
  courierName: CourierName,
  note: string | undefined,
  ctx: ActionContext,
): Promise<BookAnswer> {
  const courier = couriers.get(courierName);
  if (!courier) throw new ApiError(409, msg('delivery_courier_unknown', { courier: courierName }));
  const ids = [...new Set(orderIds)];

  const { outcomes, prepared } = await inTx(db, async (tx) => {
    // Locked in id order, so two bookings of overlapping orders wait rather than deadlock.
    const rows = await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
    const byId = new Map(rows.map((o) => [o.id, o]));
    const live = await tx
      .select()
      .from(deliveries)
      .where(and(inArray(deliveries.orderId, ids), ne(deliveries.status, 'cancelled')));
    const liveOf = new Map(live.map((d) => [d.orderId, d]));
    const lines = await tx
      .select({
        orderId: orderLines.orderId,
        name: orderLines.name,
        variantName: orderLines.variantName,
        qty: orderLines.qty,
        returnedQty: orderLines.returnedQty,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    // The courier's ids for each address's district and thana (Pathao's city and zone, RedX's area), from the kept mapping.
    const places = await courierPlaces(
      tx,
      courierName,
      ids.map((id) => byId.get(id)?.address ?? null),
    );
    const placeOf = new Map(ids.map((id, i) => [id, places[i]]));
    const outcomes = new Map<string, BookOutcome>();
    const prepared: Prepared[] = [];
    for (const id of ids) {
      const order = byId.get(id);
      if (!order) {
        outcomes.set(id, refusal(id, null, msg('delivery_no_order')));
        continue;
      }
      const existing = liveOf.get(id);
      const place = placeOf.get(id);
      const why = refusalOf(order, existing) ?? (place && 'refusal' in place ? place.refusal : null);
      if (why) {
        outcomes.set(id, refusal(id, order.number, why));
        continue;
      }
      const address = order.address!;
      const values = {
        orderId: order.id,
        orderNumber: order.number,
        courier: courierName,
        status: 'pending',
        codAmount: toTaka(amountToCollect(order)),
        deliveryCharge: order.shipping,
        itemDescription: itemsOf(lines.filter((l) => l.orderId === id)) || null,
        recipientName: address.name || order.customerName,
        recipientPhone: mobileOf(address.phone || order.customerPhone || '')!,
        recipientAddress: addressLine(address),
        recipientCity: address.city,
        notes: note?.trim() || null,
        bookingError: null,
        userId: ctx.userId,
        updatedAt: new Date(),
      };
      const [delivery] = existing
        ? await tx
            .update(deliveries)
            .set(values)
            .where(and(eq(deliveries.id, existing.id), eq(deliveries.status, 'pending')))
            .returning()
        : await tx.insert(deliveries).values(values).returning();
      const outcome: BookOutcome = { order: id, orderNumber: order.number, ok: false, delivery: delivery.id, status: 'pending', codAmount: delivery.codAmount };
      outcomes.set(id, outcome);
      prepared.push({
        outcome,
        delivery,
        parcel: {
          invoice: order.number,
          recipientName: delivery.recipientName,
          recipientPhone: delivery.recipientPhone,
          recipientAddress: delivery.recipientAddress,
          codAmount: amountToCollect(order),
          note: delivery.notes,
          itemDescription: delivery.itemDescription,
          ...(place && 'areas' in place ? { areas: place.areas } : {}),
        },
      });
    }
    return { outcomes, prepared };
  });

  for (let i = 0; i < prepared.length; i += courier.bulkLimit) {
    const chunk = prepared.slice(i, i + courier.bulkLimit);
    const results = await courier.book(chunk.map((p) => p.parcel));
    for (const [j, { outcome, delivery }] of chunk.entries()) {
      const result = results[j] ?? { ok: false as const, error: 'The courier gave no answer for this parcel' };
      await inTx(db, async (tx) => {
        if (result.ok) {
          const [booked] = await tx
            .update(deliveries)
            .set({
              status: 'booked',
              consignmentId: result.consignmentId,
              trackingCode: result.trackingCode,
              courierStatus: result.courierStatus,
              bookingError: null,
              bookedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(and(eq(deliveries.id, delivery.id), eq(deliveries.status, 'pending')))
            .returning();
          if (!booked) {
            outcome.error = 'The delivery was changed while it was being booked';
            return;
          }
          await afterDeliveryStatus(tx, booked, 'pending', 'booked', ctx);
          Object.assign(outcome, { ok: true, status: 'booked', trackingCode: booked.trackingCode, consignmentId: booked.consignmentId });
        } else {
          await tx
            .update(deliveries)
            .set({ bookingError: result.error.slice(0, 1000), updatedAt: new Date() })
            .where(and(eq(deliveries.id, delivery.id), eq(deliveries.status, 'pending')));
          outcome.error = result.error;
        }
        await appendAudit(tx, {
          userId: ctx.userId,
          ip: ctx.ip,
          resource: 'deliveries',
          recordId: delivery.id,
          action: result.ok ? 'book' : 'book-failed',
          label: delivery.orderNumber,
          changes: result.ok
            ? [
                { field: 'status', before: 'pending', after: 'booked' },
                { field: 'courier', after: courierName },
                ...(result.trackingCode ? [{ field: 'trackingCode', after: result.trackingCode }] : []),
              ]
            : [{ field: 'bookingError', after: result.error.slice(0, 1000) }],
        });
      });
    }
  }

  const results = ids.map((id) => outcomes.get(id)!);
  const booked = results.filter((r) => r.ok).length;
  return { booked, failed: results.length - booked, results };
}
