import { Type, type Static } from 'typebox';
import { NullableString } from './nullable';
import { MAX_STOCK_UNITS, MOVEMENT_CAUSE_PATHS, MOVEMENT_KINDS } from '../stockLevels';
import { Taka, TextEnum, Timestamp, Uuid } from './values';

const MOVEMENT_CAUSES = Object.keys(MOVEMENT_CAUSE_PATHS) as (keyof typeof MOVEMENT_CAUSE_PATHS)[];

/** A stock figure that is not what it should be (`npm run check:stock`, `GET inventory/check-stock`). */
export const StockMismatch = Type.Object({
  productId: Uuid(),
  variantId: NullableString({ format: 'uuid' }),
  name: Type.String(),
  stock: Type.Integer({ description: 'The stock as stored' }),
  expected: Type.Integer({
    description:
      'The sum of its ledger movements at that location (`ledger`), of its stock over the locations (`locations`), or of its variants’ stock (`variants`)',
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
  locations: Type.Array(Type.Object({ _id: Uuid(), name: Type.String(), kind: TextEnum(['shop', 'warehouse']), stock: Type.Integer({ minimum: 1 }) }), {
    description: 'The active locations that hold some of it, most first',
  }),
});
export type ItemLocations = Static<typeof ItemLocations>;

/** A row of the inventory screen (`GET inventory`): an item (a variant, or a product without variants) and its stock. */
export const InventoryItem = Type.Object({
  _id: Uuid({ description: 'The item: the variant’s id, or the product’s when it has no variants' }),
  productId: Uuid(),
  variantId: NullableString({ format: 'uuid' }),
  name: Type.String({ description: 'The product’s name' }),
  variant: NullableString({ description: 'The variant’s name (`M-Black`)' }),
  sku: NullableString(),
  barcode: Type.String(),
  size: NullableString({ description: 'From the variant’s attributes' }),
  color: NullableString({ description: 'From the variant’s attributes' }),
  stock: Type.Integer({ description: 'On hand at the chosen locations (the location filter; all when none is chosen)' }),
  stockAt: Type.Record(Type.String({ format: 'uuid' }), Type.Integer(), { description: 'On hand at each location the caller may see, by location id' }),
  inTransit: Type.Integer({ description: 'Sent on transfers to the chosen locations and not yet received or damaged' }),
  total: Type.Integer({ description: 'stock + inTransit' }),
  cost: Taka({ description: 'Average cost per unit' }),
  value: Taka({ description: 'total × cost' }),
  lowStockAlert: Type.Integer(),
  level: TextEnum(['out', 'low', 'ok'], { description: 'out: none on hand; low: below the product’s Low Stock Alert' }),
});
export type InventoryItem = Static<typeof InventoryItem>;

/** `GET inventory/{itemId}/movements`: the item's ledger, newest first. */
export const MovementQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 16 })),
  location: Type.Optional(Uuid({ description: 'Only this location’s rows; the running balance is then that location’s' })),
  kind: Type.Optional(TextEnum(MOVEMENT_KINDS, { description: 'Only rows of this kind (the balance still counts every row)' })),
});
export type MovementQuery = Static<typeof MovementQuery>;

export const Movement = Type.Object({
  _id: Uuid(),
  createdAt: Timestamp(),
  locationId: Uuid(),
  location: Type.String({ description: 'The location’s name' }),
  kind: TextEnum(MOVEMENT_KINDS),
  qty: Type.Integer({ description: 'Signed: − takes stock, + puts it in' }),
  unitCost: Type.Union([Taka(), Type.Null()]),
  balance: Type.Integer({ description: 'The figure right after this row: at the chosen location, else over all locations' }),
  user: NullableString({ description: 'Who made the change' }),
  note: NullableString(),
  cause: Type.Union([
    Type.Object({
      type: TextEnum(MOVEMENT_CAUSES),
      id: Uuid(),
      label: NullableString({ description: 'Its number (S-000123, P-000004…)' }),
    }),
    Type.Null(),
  ]),
});
export type Movement = Static<typeof Movement>;

export const MovementPage = Type.Object({
  item: Type.Object({
    _id: Uuid(),
    productId: Uuid(),
    variantId: NullableString({ format: 'uuid' }),
    name: Type.String(),
    variant: NullableString(),
    sku: NullableString(),
    stock: Type.Integer({ description: 'On hand now, at the chosen location or over all' }),
  }),
  doc: Type.Array(Movement),
  totalDocs: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type MovementPage = Static<typeof MovementPage>;

/** `POST inventory/{itemId}/adjust`: a manager sets a location's figure, or adds or takes units, with a reason. */
export const AdjustInput = Type.Object({
  locationId: Uuid({ description: 'The location whose figure changes' }),
  mode: TextEnum(['set', 'add'], { description: 'set: the figure becomes qty; add: qty units are added (negative: taken)' }),
  qty: Type.Integer({ minimum: -MAX_STOCK_UNITS, maximum: MAX_STOCK_UNITS, description: 'Whole units: set takes 0 or more, add anything but 0' }),
  reason: Type.String({ maxLength: 500, description: 'Why (required): written on the ledger row and in the audit log' }),
});
export type AdjustInput = Static<typeof AdjustInput>;

export const AdjustResult = Type.Object({
  itemId: Uuid(),
  locationId: Uuid(),
  before: Type.Integer({ description: 'The location’s figure before' }),
  stock: Type.Integer({ description: 'The location’s figure now' }),
  change: Type.Integer(),
});
export type AdjustResult = Static<typeof AdjustResult>;

/** Most lines one stock count holds. */
export const MAX_COUNT_LINES = 5000;

/** `PUT stock-counts/{id}/lines`: what was counted, item by item (replaces the count's lines). */
export const CountLinesInput = Type.Object({
  lines: Type.Array(
    Type.Object({
      product: Uuid(),
      variant: Type.Optional(NullableString({ format: 'uuid', description: 'Which variant of a variable product' })),
      counted: Type.Integer({ minimum: 0, maximum: MAX_STOCK_UNITS, description: 'Units on the shelf' }),
    }),
    { maxItems: MAX_COUNT_LINES },
  ),
});
export type CountLinesInput = Static<typeof CountLinesInput>;

/** `POST stock-counts/{id}/scan`: a scanner read one unit (a barcode, or a SKU typed). */
export const ScanInput = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
export type ScanInput = Static<typeof ScanInput>;

export const CountLine = Type.Object({
  itemId: Uuid(),
  productId: Uuid(),
  variantId: NullableString({ format: 'uuid' }),
  name: Type.String(),
  variant: NullableString(),
  sku: NullableString(),
  barcode: Type.String(),
  counted: Type.Integer(),
  stock: Type.Integer({ description: 'The location’s figure now; once confirmed, the figure it had then' }),
  difference: Type.Integer({ description: 'counted − stock: the count adjustment confirming writes (or wrote)' }),
});
export type CountLine = Static<typeof CountLine>;

/** A count with its lines and their differences. */
export const CountSheet = Type.Object({
  _id: Uuid(),
  number: Type.String(),
  status: TextEnum(['open', 'confirmed', 'cancelled']),
  locationId: Uuid(),
  location: Type.String(),
  categoryId: NullableString({ format: 'uuid' }),
  confirmedAt: Type.Union([Timestamp(), Type.Null()]),
  lines: Type.Array(CountLine),
});
export type CountSheet = Static<typeof CountSheet>;
