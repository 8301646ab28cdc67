import { Type, type Static } from 'typebox';
import { NullableString } from './nullable';
import { TextEnum, Uuid } from './values';

/** A stock figure that is not what it should be (`npm run check:stock`, `GET inventory/check-stock`). */
export const StockMismatch = Type.Object({
  productId: Uuid(),
  variantId: NullableString({ format: 'uuid' }),
  name: Type.String(),
  stock: Type.Integer({ description: 'The stock as stored' }),
  expected: Type.Integer({
    description: 'The sum of its ledger movements at that location (`ledger`), of its stock over the locations (`locations`), or of its variants’ stock (`variants`)',
  }),
  what: TextEnum(['ledger', 'locations', 'variants']),
});
export type StockMismatch = Static<typeof StockMismatch>;

/** `GET inventory/check-stock`. */
export const StockCheck = Type.Object({
  ok: Type.Boolean({ description: 'Every stock figure equals the sum of its ledger movements' }),
  movements: Type.Integer({ description: 'Rows of the ledger' }),
  mismatches: Type.Array(StockMismatch),
});

/** A location as the till names it: where it sells from, and the choices of a user who may switch (issue 21). */
export const TillLocation = Type.Object({ _id: Uuid(), name: Type.String() });
export type TillLocation = Static<typeof TillLocation>;

/** `GET inventory/till-locations`: the active locations a till may sell from, oldest (the main one) first. */
export const TillLocations = Type.Array(TillLocation);

/** `GET inventory/item/{itemId}/locations`: where an item (a variant, or a product without variants) is in stock. */
export const ItemLocations = Type.Object({
  itemId: Uuid(),
  locations: Type.Array(
    Type.Object({ _id: Uuid(), name: Type.String(), kind: TextEnum(['shop', 'warehouse']), stock: Type.Integer({ minimum: 1 }) }),
    { description: 'The active locations that hold some of it, most first' },
  ),
});
export type ItemLocations = Static<typeof ItemLocations>;
