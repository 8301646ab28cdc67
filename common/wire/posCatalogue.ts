import { Type, type Static } from 'typebox';
import { Taka, Timestamp } from './values';

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

export const PosCatalogue = Type.Object({
  location: Type.Object({ _id: Type.String(), name: Type.String() }),
  takenAt: Timestamp({ description: 'When the server read it' }),
  shop: Type.Object({
    cashRounding: Type.Boolean(),
    deliveryInsideDhaka: Taka(),
    deliveryOutsideDhaka: Taka(),
  }),
  products: Type.Array(CatalogueProduct),
});
export type PosCatalogue = Static<typeof PosCatalogue>;
export type PosCatalogueProduct = Static<typeof CatalogueProduct>;

export const PosCatalogueQuery = Type.Object(
  { location: Type.Optional(Type.String({ format: 'uuid', description: 'The location the till sells from; absent, the user’s own. Another needs pos:switch-location (403)' })) },
  { additionalProperties: false },
);
