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
