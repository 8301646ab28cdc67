import { asc, inArray } from 'drizzle-orm';
import { pickCourier, ratePercent, type PickRule } from '../../../../common/courierPick';
import { deliveryChargeFor } from '../../../../common/delivery';
import { COURIER_LABELS, type CourierName } from '../../../../common/deliveryStatus';
import { percentOf, sumPoisha, toPoisha, toTaka, type Poisha } from '../../../../common/money';
import { mobileOf } from '../../../../common/phone';
import { thanaById } from '../../../../common/places';
import { englishOf } from '../../../../common/serverMessages';
import type { ShopSettings } from '../../../../common/wire/settings';
import type { OrderQuotes, QuoteAnswer, QuoteOption } from '../../../../common/wire/courierQuotes';
import type { Address } from '../../../../common/wire/address';
import type { Db } from '../../../db/client';
import { msg } from '../../../engine/errors';
import { orders } from '../../schema';
import { addressLine, amountToCollect } from '../booking';
import type { CourierQuote, Couriers, Parcel } from '../couriers';
import { askCouriers, type Ask } from './askCouriers';
import { courierPlaces, type CourierPlace } from '../areas/forBooking';
import { deliveredRates, rateKey } from './deliveredRates';
import { intakeRefusal } from '../heldOrders';

type Order = typeof orders.$inferSelect;

/** The shop's rate card for a courier without a price call (Settings → Courier choice); null for one it has none for. */
function rateCard(courier: CourierName, address: Address, codAmount: Poisha, shop: ShopSettings): CourierQuote | null {
  if (courier !== 'steadfast') return null;
  const charge = deliveryChargeFor(address, { insideDhaka: toPoisha(shop.steadfastInsideDhaka), outsideDhaka: toPoisha(shop.steadfastOutsideDhaka) });
  return { charge, codCharge: percentOf(codAmount, shop.steadfastCodPercent), reachable: true };
}

const option = (courier: CourierName, fields: Partial<QuoteOption> & Pick<QuoteOption, 'reachable' | 'source'>): QuoteOption => ({
  courier,
  charge: null,
  codCharge: null,
  delivered: 0,
  finished: 0,
  deliveredRate: null,
  note: null,
  ...fields,
});

/**
 * What each configured courier would charge to deliver each order, whether
 * it reaches the address, the shop's delivered rate with it to the
 * district, and the courier the owner's rule suggests (issue 37). A courier
 * routing by its own places (Pathao, RedX) is asked with the mapping of the
 * address's thana or district, and one without a mapping is not reachable
 * and says so; Steadfast, which has no price call, is priced by the shop's
 * rate card; the shop's own rider is listed unpriced and never suggested.
 */
export async function quoteOrders(db: Db, couriers: Couriers, orderIds: readonly string[], shop: ShopSettings): Promise<QuoteAnswer> {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id));
  const byId = new Map(rows.map((o) => [o.id, o]));
  const found = orderIds.map((id) => byId.get(id) ?? null);
  const names = [...couriers.keys()];
  const addresses = found.map((o) => o?.address ?? null);
  const places = new Map<CourierName, CourierPlace[]>();
  for (const name of names) places.set(name, await courierPlaces(db, name, addresses));
  const districtOf = (a: Address | null) => a?.district ?? thanaById(a?.thana)?.district ?? null;
  const districts = [...new Set(addresses.map(districtOf).filter((d): d is string => d !== null))];
  const rates = await deliveredRates(db, names, districts);
  const rule: PickRule = {
    rule: shop.courierPickRule,
    minDeliveredRate: shop.courierMinDeliveredRate,
    byDistrict: Object.fromEntries(shop.courierByDistrict.map((d) => [d.district, d.courier])),
  };

  // One ask per order and courier with a price call, where the courier can go.
  const asks: (Ask & { order: number; name: CourierName })[] = [];
  found.forEach((order, i) => {
    for (const name of names) {
      const courier = couriers.get(name)!;
      const place = places.get(name)![i];
      if (order?.address && courier.quote && !(place && 'refusal' in place))
        asks.push({ courier, parcel: parcelOf(order, order.address, place), order: i, name });
    }
  });
  const answers = await askCouriers(asks);
  const pricedOf = new Map(asks.map((a, k) => [`${a.order}|${a.name}`, answers[k]]));

  return {
    orders: orderIds.map((id, i): OrderQuotes => {
      const order = found[i];
      const address = order?.address ?? null;
      const district = districtOf(address);
      const head = {
        order: id,
        orderNumber: order?.number ?? null,
        district,
        thana: address?.thana ?? null,
        codAmount: order ? toTaka(amountToCollect(order)) : 0,
      };
      if (!order) return { ...head, options: [], suggestion: null, error: englishOf(msg('delivery_no_order')) };
      if (!address) return { ...head, options: [], suggestion: null, error: englishOf(msg('delivery_no_address')) };
      // A held or pending online order is not booked: the dialog says why before any courier is asked.
      const waiting = intakeRefusal(order);
      if (waiting) return { ...head, options: [], suggestion: null, error: englishOf(waiting) };
      const options = names.map((name): QuoteOption => {
        const rate = district ? rates.get(rateKey(name, district)) : undefined;
        const history = { delivered: rate?.delivered ?? 0, finished: rate?.finished ?? 0, deliveredRate: ratePercent(rate ?? null) };
        const place = places.get(name)![i];
        if (place && 'refusal' in place) {
          const { code, params } = place.refusal;
          return option(name, { reachable: false, source: 'none', note: englishOf(place.refusal), code, ...(params ? { params } : {}), ...history });
        }
        const asked = pricedOf.get(`${i}|${name}`);
        const { quote, failure } = asked ?? { quote: rateCard(name, address, amountToCollect(order), shop), failure: null };
        if (failure !== null) {
          return option(name, { reachable: true, source: 'none', note: `${COURIER_LABELS[name]} could not price it: ${failure}`, ...history });
        }
        if (!quote) return option(name, { reachable: true, source: 'none', ...history });
        return option(name, {
          reachable: quote.reachable,
          source: asked ? 'courier' : 'rate-card',
          charge: toTaka(quote.charge),
          codCharge: toTaka(quote.codCharge),
          note: quote.note ?? null,
          ...history,
        });
      });
      const suggestion = pickCourier(
        options.map((o) => ({
          courier: o.courier,
          reachable: o.reachable,
          cost: o.charge === null ? null : sumPoisha([toPoisha(o.charge), toPoisha(o.codCharge ?? 0)]),
          rate: { delivered: o.delivered, finished: o.finished },
        })),
        rule,
        district,
      );
      return { ...head, options, suggestion };
    }),
  };
}

/** The parcel a courier prices, as booking would hand it over (booking.ts). */
function parcelOf(order: Order, address: Address, place: CourierPlace): Parcel {
  return {
    invoice: order.number,
    recipientName: address.name || order.customerName || '',
    recipientPhone: mobileOf(address.phone || order.customerPhone || '') ?? '',
    recipientAddress: addressLine(address),
    codAmount: amountToCollect(order),
    ...(place && 'areas' in place ? { areas: place.areas } : {}),
  };
}
