import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveries, orders, payments, users } from '../domains/schema';
import { createSettlement } from '../domains/deliveries/settlements/settle';

const STREETS = [
  'House 12, Road 5, Dhanmondi',
  'Flat 4B, 27 Lake Circus, Kalabagan',
  'House 8, Sector 7, Uttara',
  '45 Green Road, Farmgate',
  'House 3, Road 11, Banani',
  '19 Shantinagar Road, Shantinagar',
  'House 66, Block C, Mirpur 10',
  '7 Tejturi Bazar, Tejgaon',
];

type Plan = { courier: string; status: string; settled?: boolean };

/**
 * Cash-on-delivery parcels for the demo store (issue 22): some of the demo's
 * delivered orders were shipped cash on delivery, so they are unpaid until
 * the courier pays out. Three Steadfast parcels were already paid out (one
 * settlement, recorded by the same function as `POST courier-settlements`);
 * five Steadfast parcels and three of the shop's own rider (`manual`) are
 * delivered and still owed; orders out for delivery are in transit, and one
 * cancelled order's parcel came back (returned). The orders are chosen by
 * number, so the same seed gives the same parcels. Until the deliveries
 * module books parcels itself, the rows are written here as it would leave
 * them once the courier reported them.
 */
export async function seedDemoDeliveries(db: Db): Promise<{ deliveries: number; settlements: number }> {
  const pick = (status: string, limit: number) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.status, status), eq(orders.refunded, 0)))
      .orderBy(asc(orders.number))
      .limit(limit);
  const delivered = await pick('delivered', 11);
  const moving = await pick('out-for-delivery', 4);
  const cancelled = await pick('cancelled', 1);
  const plans: [typeof orders.$inferSelect, Plan][] = [
    ...delivered.map((o, i): [typeof o, Plan] => [o, { courier: i < 8 ? 'steadfast' : 'manual', status: 'delivered', settled: i < 3 }]),
    ...moving.map((o, i): [typeof o, Plan] => [o, { courier: 'manual', status: i < 3 ? 'in-transit' : 'picked-up' }]),
    ...cancelled.map((o): [typeof o, Plan] => [o, { courier: 'steadfast', status: 'returned' }]),
  ];
  if (plans.length === 0) return { deliveries: 0, settlements: 0 };
  const ids = plans.map(([o]) => o.id);
  const day = 86_400_000;
  const now = Date.now();
  const made = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Cash on delivery: nothing was paid at the counter.
    await tx.delete(payments).where(inArray(payments.orderId, ids));
    await tx.update(orders).set({ paymentMethod: 'cash', paid: 0, paymentState: 'unpaid' }).where(inArray(orders.id, ids));
    const rows = plans.map(([o, plan], i) => {
      const booked = new Date(o.createdAt.getTime() + 3_600_000);
      const arrived = new Date(Math.min(now, o.createdAt.getTime() + (1 + (i % 3)) * day));
      const done = plan.status === 'delivered';
      return {
        orderId: o.id,
        orderNumber: o.number,
        courier: plan.courier,
        consignmentId: plan.courier === 'steadfast' ? String(91_000_000 + i * 137) : null,
        trackingCode: plan.courier === 'steadfast' ? `SF${(7_305_500 + i * 41).toString(36).toUpperCase()}` : `RIDER-${String(i + 1).padStart(3, '0')}`,
        status: plan.status,
        courierStatus:
          plan.courier === 'steadfast' ? ({ delivered: 'delivered', 'in-transit': 'in_review', returned: 'cancelled' }[plan.status] ?? null) : null,
        codAmount: o.total,
        collected: done ? o.total : 0,
        deliveryCharge: plan.courier === 'steadfast' ? 60 : 0,
        itemDescription: 'Clothing',
        recipientName: o.customerName,
        recipientPhone: o.customerPhone ?? `0171${String(5_550_000 + i * 7).padStart(7, '0')}`,
        recipientAddress: STREETS[i % STREETS.length],
        recipientCity: 'Dhaka',
        bookedAt: booked,
        deliveredAt: done ? arrived : null,
        returnedAt: plan.status === 'returned' ? arrived : null,
        // A cancelled order's units are already back on the shelf (the demo's cancel movements).
        stockReturnedAt: plan.status === 'returned' ? arrived : null,
        createdAt: booked,
        updatedAt: done ? arrived : booked,
      };
    });
    return tx.insert(deliveries).values(rows).returning({ id: deliveries.id, orderId: deliveries.orderId });
  });

  const [owner] = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1);
  const settled = plans.filter(([, p]) => p.settled).map(([o]) => made.find((d) => d.orderId === o.id)!.id);
  if (!owner || settled.length === 0) return { deliveries: made.length, settlements: 0 };
  await createSettlement(
    db,
    { courier: 'steadfast', deliveryIds: settled, fees: 60 * settled.length, reference: 'SF-PAYOUT-0412', notes: 'Weekly payout by bKash merchant transfer' },
    { userId: owner.id },
  );
  // Dated when the parcels' cash was paid out, a few days after the last of them arrived.
  await db.execute(
    sql`update courier_settlements set settled_at = (select max(delivered_at) + interval '3 days' from deliveries where settlement_id = courier_settlements.id)`,
  );
  return { deliveries: made.length, settlements: 1 };
}
