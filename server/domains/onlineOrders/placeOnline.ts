import { sql } from 'drizzle-orm';
import { advanceOf, bandReaches, type OnlinePayment } from '../../../common/onlineOrders';
import { districtById } from '../../../common/places';
import { mobileOf } from '../../../common/phone';
import type { OrderInput } from '../../../common/wire/orders';
import type { PublicOrderInput } from '../../../common/wire/onlineOrders';
import type { ShopSettings } from '../../../common/wire/settings';
import { toTaka } from '../../../common/money';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError, fieldError, msg } from '../../engine/errors';
import { phoneRisk } from '../fraud';
import { mainLocation } from '../inventory';
import { keyClaim, placedAddress, placeOrder } from '../orders';

/**
 * The Idempotency-Keys of the online shop's customers are one space of their
 * own (no staff user owns them): a random key per checkout, so two customers
 * never share one; the same key with another body is refused (409).
 */
export const STOREFRONT_KEY_OWNER = '00000000-0000-0000-0000-000000000000';

export interface OnlineContext {
  ip?: string;
  idempotencyKey?: string;
  shop: ShopSettings;
}

/** What the till's path needs from the shop for an online order: it takes cash on delivery and bKash, whatever the till offers. */
const onlineShop = (shop: ShopSettings) => ({ ...shop, paymentMethods: ['cash', 'bkash'] as ShopSettings['paymentMethods'], shiftRequired: false });

/**
 * `POST /api/public/orders` (issue 38): the online shop's order, priced and
 * written by the till's own path (placeOrder: the same pricing, the same
 * stock statement, so the last unit is never sold twice), from the shop's
 * online location, with no cashier. Beside a till sale's it keeps where it
 * came from, the phone's fraud band and reason, a hold when the band reaches
 * the shop's hold band, the advance a risky cash-on-delivery order asks, and
 * while the phone's code is not entered or a payment is due, `pending` with an
 * expiry (its job is queued in the same statement). Answers the order's id.
 */
export async function placeOnlineOrder(db: Db, body: PublicOrderInput, ctx: OnlineContext): Promise<{ orderId: string; replayed: boolean }> {
  const phone = mobileOf(body.customer.phone);
  if (phone === null) throw fieldError('customer.phone', msg('not_mobile'));
  // Only spaces say nothing: refused as an empty value is.
  if (!body.customer.name.trim()) throw fieldError('customer.name', msg('required'));
  if (!body.address.street.trim()) throw fieldError('address.street', msg('required'));
  const district = districtById(body.address.district);
  const address = placedAddress({
    name: body.customer.name.trim(),
    ...(body.customer.email ? { email: body.customer.email } : {}),
    phone,
    street: body.address.street.trim(),
    city: district?.en ?? '',
    ...(body.address.postalCode?.trim() ? { postalCode: body.address.postalCode.trim() } : {}),
    district: body.address.district,
    ...(body.address.thana ? { thana: body.address.thana } : {}),
  });
  const shop = ctx.shop;
  const input: OrderInput = {
    customer: 'guest',
    cart: {
      items: body.items.map((i) => ({ _id: i.product, ...(i.variant ? { variant: i.variant } : {}), qty: i.qty })),
      ...(body.coupon ? { coupon: body.coupon } : {}),
    },
    paymentMethod: body.payment === 'bkash' ? 'bkash' : 'cash',
    paidAmount: 0,
    address,
    ...(body.note ? { note: body.note } : {}),
  };

  // The reads before the write go together (one round trip's wait, not three in turn): the key's claim, the
  // phone's online orders this hour with the location the stock comes from (one statement), the phone's fraud band.
  const [claimed, [before], risk] = await Promise.all([
    ctx.idempotencyKey ? keyClaim(db, STOREFRONT_KEY_OWNER, ctx.idempotencyKey) : undefined,
    queryRows<PhoneHourRow>(
      db,
      sql`select count(*)::int as n, ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as wait,
          coalesce((select id from locations where id = ${shop.onlineLocation}::uuid and is_active), ${mainLocation}) as place
        from orders where customer_phone = ${phone} and source = 'web' and created_at > now() - interval '1 hour'`,
    ),
    phoneRisk(db, phone),
  ]);
  // A retry of an order already placed is its first answer, whatever the limit says now.
  if (!claimed) refuseOverPhoneLimit(before, shop.onlineOrdersPerPhone);
  const payment: OnlinePayment = body.payment;
  const placed = await placeOrder(db, input, {
    keyOwner: STOREFRONT_KEY_OWNER,
    idempotencyKey: ctx.idempotencyKey,
    ip: ctx.ip,
    timeZone: shop.timeZone,
    mayDiscount: false,
    locationId: before.place,
    shop: onlineShop(shop),
    online: ({ total, shipping }) => {
      const advance = advanceOf({
        band: risk.band,
        payment,
        total,
        shipping,
        setting: shop.onlineAdvanceBand,
        kind: shop.onlineAdvanceKind,
        percent: shop.onlineAdvancePercent,
      });
      const waits = shop.onlineOtp || advance > 0 || payment === 'bkash';
      return {
        status: waits ? 'pending' : 'order-placed',
        source: 'web',
        phoneVerified: shop.onlineOtp ? false : null,
        riskBand: risk.band,
        riskReason: risk.reason,
        hold: bandReaches(risk.band, shop.onlineHoldBand) ? 'risk' : null,
        advanceDue: toTaka(advance),
        expiresAt: waits ? new Date(Date.now() + shop.onlinePendingMinutes * 60_000) : null,
      };
    },
  });
  return { orderId: placed._id, replayed: placed.replayed };
}

/** The phone's online orders in the last hour, when the oldest of them leaves it, and the location an online order takes its stock from. */
interface PhoneHourRow {
  n: number;
  wait: number | null;
  place: string;
}

/** The shop's orders an hour from one phone: the 429 says when the oldest of the hour leaves it. */
function refuseOverPhoneLimit(row: PhoneHourRow, max: number): void {
  if (row.n < max) return;
  const seconds = Math.max(1, row.wait ?? 60);
  throw new ApiError(429, msg('phone_orders_limit', { max, minutes: Math.ceil(seconds / 60) })).withRetryAfter(seconds);
}
