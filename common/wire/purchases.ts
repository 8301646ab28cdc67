import { Type, type Static } from 'typebox';
import { PURCHASE_STATUSES } from '../purchases';
import { NullableString } from './nullable';
import { Taka, TextEnum, Timestamp, Uuid } from './values';

/** Most units one receipt line can bring in (a line's quantity has the same limit). */
export const MAX_RECEIVE_QTY = 1_000_000;

/** `POST purchases/{id}/receive`. */
export const ReceiveInput = Type.Object(
  {
    receipt: Uuid({
      description:
        'Made by the client once per Receive dialog: the same id sent again (a double click, a retry, at once or later) receives once and answers the same',
    }),
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            line: Uuid({ description: 'A line of this purchase (`_id` of `lines`)' }),
            qty: Type.Integer({ minimum: 0, maximum: MAX_RECEIVE_QTY, description: 'Units received now; at most what is left on the line' }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 500, description: 'Absent: everything still to receive' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ReceiveInput = Static<typeof ReceiveInput>;

/** One line of a purchase as its screens show it. */
export const PurchaseLineView = Type.Object({
  _id: Uuid(),
  product: Uuid(),
  variant: NullableString({ format: 'uuid' }),
  name: Type.String(),
  variantName: NullableString(),
  sku: NullableString(),
  qty: Type.Integer(),
  unitCost: Taka(),
  receivedQty: Type.Integer(),
  toReceive: Type.Integer({ description: 'qty − receivedQty' }),
});
export type PurchaseLineView = Static<typeof PurchaseLineView>;

/** `GET purchases/{id}/lines`: the purchase with its lines named, for the purchase page and the Receive dialog. */
export const PurchaseDetail = Type.Object({
  _id: Uuid(),
  number: Type.String(),
  status: TextEnum(PURCHASE_STATUSES),
  supplier: Type.Object({ _id: Uuid(), name: Type.String(), phone: NullableString(), address: NullableString() }),
  location: Type.Object({ _id: Uuid(), name: Type.String(), address: NullableString() }),
  total: Taka(),
  note: NullableString(),
  orderedAt: NullableString({ format: 'date-time' }),
  createdAt: Timestamp(),
  lines: Type.Array(PurchaseLineView),
});
export type PurchaseDetail = Static<typeof PurchaseDetail>;

/** What a receipt answers, the first time and every time its id is sent again. */
export const GoodsReceived = Type.Object({
  receipt: Uuid(),
  replayed: Type.Boolean({ description: 'This receipt id had been received before: nothing was added now' }),
  received: Type.Array(Type.Object({ line: Uuid(), qty: Type.Integer() }), { description: 'What this receipt brought in, per line' }),
  purchase: PurchaseDetail,
});
export type GoodsReceived = Static<typeof GoodsReceived>;
