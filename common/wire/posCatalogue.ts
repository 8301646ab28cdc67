import { Type, type Static } from 'typebox';
import { Address } from './address';
import { VAT_BASES } from '../pricing';
import { TextEnum, Taka, Timestamp } from './values';

/**
 * `GET orders/pos-catalogue` (issue 25): everything a till needs to sell with
 * no connection, for the location it sells from: the products on sale with
 * their variants, barcodes, prices, VAT and own discounts, the stock on that
 * location's shelf, and the settings pricing reads. The till keeps it in
 * IndexedDB (src/pos/offline/catalogue.ts) and prices with common/pricing.ts,
 * as the server does. Prices are taka, as the products list answers them.
 */
const Variation = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  price: Taka(),
  stock: Type.Integer({ description: 'At the location' }),
  sku: Type.Union([Type.String(), Type.Null()]),
  barcode: Type.String(),
});

const CatalogueProduct = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  barcode: Type.String(),
  type: Type.Union([Type.Literal('simple'), Type.Literal('variable')]),
  price: Taka(),
  vat: Type.Number({ description: 'Percent' }),
  stock: Type.Integer({ description: 'At the location (a variable product: the sum of its variants there)' }),
  image: Type.Union([Type.String(), Type.Null()]),
  isDiscount: Type.Boolean(),
  discountType: Type.Union([Type.Literal('percentage'), Type.Literal('flat'), Type.Null()]),
  discount: Type.Union([Type.Number(), Type.Null()]),
  variations: Type.Array(Variation),
});

/** A coupon the till may apply offline: one without a use limit, so no count on the server can refuse it. */
const OfflineCoupon = Type.Object({
  code: Type.String(),
  type: Type.Union([Type.Literal('percentage'), Type.Literal('flat')]),
  amount: Type.Number({ description: 'percentage: percent off; flat: taka off' }),
  minOrder: Type.Union([Taka(), Type.Null()]),
  maxDiscount: Type.Union([Taka(), Type.Null()]),
  startDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  endDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
});

/** A customer this location sold to lately, for the till to pick offline. */
const RecentCustomer = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Address, Type.Null()], { description: 'Their first saved address' }),
});

export const PosCatalogue = Type.Object({
  location: Type.Object({ _id: Type.String(), name: Type.String() }),
  takenAt: Timestamp({ description: 'When the server read it' }),
  version: Type.String({
    description:
      'The digest of its prices, discounts and VAT rates (issue 34): an offline sale names it (`offline.snapshot`), and its terms are checked against what it held',
  }),
  shop: Type.Object({
    cashRounding: Type.Boolean(),
    vatBase: Type.Optional(
      TextEnum(VAT_BASES, { description: 'What VAT is charged on (settings); a snapshot kept from before it was sent charges on the list price' }),
    ),
    timeZone: Type.String({ description: 'The shop’s days (a coupon’s first and last day)' }),
    deliveryInsideDhaka: Taka(),
    deliveryOutsideDhaka: Taka(),
  }),
  products: Type.Array(CatalogueProduct),
  coupons: Type.Array(OfflineCoupon, { description: 'Active coupons with no use limit, not yet ended; a coupon with a limit needs the connection' }),
  customers: Type.Array(RecentCustomer, { description: 'Up to 200 customers of the location’s latest orders, the latest first' }),
});
export type PosCatalogue = Static<typeof PosCatalogue>;
export type PosCatalogueCoupon = Static<typeof OfflineCoupon>;
export type PosCatalogueCustomer = Static<typeof RecentCustomer>;
export type PosCatalogueProduct = Static<typeof CatalogueProduct>;

export const PosCatalogueQuery = Type.Object(
  {
    location: Type.Optional(
      Type.String({ format: 'uuid', description: 'The location the till sells from; absent, the user’s own. Another needs pos:switch-location (403)' }),
    ),
    device: Type.Optional(
      Type.String({
        minLength: 8,
        maxLength: 64,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'The till’s own id: the server records that this till was given this version, which its offline sales may then name',
      }),
    ),
  },
  { additionalProperties: false },
);
