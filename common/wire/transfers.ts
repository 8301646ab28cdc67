import { Type, type Static } from 'typebox';
import { MAX_TRANSFER_LINES, MAX_TRANSFER_QTY, TRANSFER_STATUSES } from '../transfers';
import { NullableString } from './nullable';
import { TextEnum, Timestamp, Uuid } from './values';

/**
 * The wire of a transfer's own calls (issue 21, spec §3.5, §7.5): send,
 * cancel, receive per line, receive everything. The list, the form and the
 * lines' editing are the engine's (`/api/transfers`); these calls answer the
 * transfer as the transfer view reads it.
 */

/** A transfer in the path: an id of any other form is not found (404), as an unknown one is. */
export const TransferParams = Type.Object({ id: Type.String({ description: 'The transfer’s id (a uuid)' }) });
/** `PUT inventories/transfer/product/bulk/{transferId}` (spec §7.5). */
export const BulkReceiveParams = Type.Object({ transferId: Type.String({ description: 'The transfer’s id (a uuid)' }) });

const Place = Type.Object({ _id: Uuid(), name: Type.String() });

/** One line as spec §3.5 names it: `toReceive` = quantity − receivedQty − damagedQty, never below zero. */
export const TransferProduct = Type.Object({
  _id: Uuid({ description: 'The line' }),
  product: Uuid(),
  variant: NullableString({ format: 'uuid' }),
  name: Type.String({ description: 'The product’s name, with the variation’s (`Panjabi (M-White)`)' }),
  sku: NullableString(),
  quantity: Type.Integer({ description: 'Units sent' }),
  receivedQty: Type.Integer(),
  damagedQty: Type.Integer(),
  toReceive: Type.Integer({ minimum: 0 }),
});
export type TransferProduct = Static<typeof TransferProduct>;

export const TransferRecord = Type.Object({
  _id: Uuid(),
  number: Type.String({ description: 'T-000001' }),
  status: TextEnum(TRANSFER_STATUSES),
  from: Place,
  to: Place,
  note: NullableString(),
  sentAt: NullableString({ format: 'date-time' }),
  createdAt: Timestamp(),
  products: Type.Array(TransferProduct),
});
export type TransferRecord = Static<typeof TransferRecord>;

const Units = (description: string) => Type.Integer({ minimum: 0, maximum: MAX_TRANSFER_QTY, description });

/** `PUT transfers/{id}/receive`: per line, the units that arrived now and those that arrived damaged. */
export const ReceiveInput = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        {
          _id: Type.String({ maxLength: 100, description: 'A line of this transfer (`products[]._id`)' }),
          received: Units('Units that arrived in good order: they go into the destination'),
          damaged: Type.Optional(Units('Units that arrived damaged: a damage record at the destination, no stock')),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_TRANSFER_LINES },
    ),
  },
  { additionalProperties: false },
);
export type ReceiveInput = Static<typeof ReceiveInput>;
