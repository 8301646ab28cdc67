import { Type, type Static } from 'typebox';
import { ORDER_HOLDS } from '../onlineOrders';
import { OrderStatusSchema } from './orders';
import { TextEnum } from './values';

/**
 * The intake view's calls (issue 38, server/domains/onlineOrders/intakeRoutes.ts): what staff send
 * to hold or cancel an online order, and what each call answers.
 */

/** Most characters of a reason staff type: a sentence or two, shown in the list and the audit log. */
export const MAX_INTAKE_REASON = 500;

export const IntakeReason = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: MAX_INTAKE_REASON, description: 'Why, in the staff’s words (shown in the list and kept in the audit log)' }),
  },
  { additionalProperties: false },
);
export type IntakeReason = Static<typeof IntakeReason>;

/** The order as the call left it. */
export const IntakeAnswer = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  status: OrderStatusSchema,
  hold: Type.Union([TextEnum(ORDER_HOLDS), Type.Null()]),
  holdReason: Type.Union([Type.String(), Type.Null()]),
  phoneVerified: Type.Union([Type.Boolean(), Type.Null()]),
});
export type IntakeAnswer = Static<typeof IntakeAnswer>;
