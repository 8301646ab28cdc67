import { Type, type Static } from 'typebox';
import { INVOICE_LANGUAGES } from '../invoices';
import { CASH_MOVEMENT_APPROVALS, CASH_MOVEMENT_KINDS, DENOMINATIONS, SHIFT_STATUSES } from '../shifts';
import { NullableNumber, NullableString } from './nullable';
import { DeviceId, PaymentRowMethodSchema } from './orders';
import { AmountIn, Taka, TextEnum, Timestamp, Uuid } from './values';

/** The calls of a till's shift (issue 36, server/domains/shifts/routes.ts). Amounts are taka; the server works them out in poisha. */

/** How many of each note and coin (৳1000 … ৳1): `{ "1000": 2, "500": 1 }`; a missing one is none. */
const pieces = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 }));
export const DenominationCountsSchema = Type.Object(
  {
    '1000': pieces(),
    '500': pieces(),
    '200': pieces(),
    '100': pieces(),
    '50': pieces(),
    '20': pieces(),
    '10': pieces(),
    '5': pieces(),
    '2': pieces(),
    '1': pieces(),
  },
  { additionalProperties: false, description: 'How many of each note and coin (DENOMINATIONS): keys 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1' },
);
// Every denomination is a key of the schema, and every key a denomination.
const everyDenomination: [keyof Static<typeof DenominationCountsSchema>, `${(typeof DENOMINATIONS)[number]}`] extends [
  `${(typeof DENOMINATIONS)[number]}`,
  keyof Static<typeof DenominationCountsSchema>,
]
  ? true
  : never = true;
void everyDenomination;

/** `POST shifts/open`: open a shift on a till with its float. */
export const OpenShiftInput = Type.Object(
  {
    id: Type.Optional(
      Uuid({ description: 'The till’s own id for the shift (it may open one offline): the same call sent again answers the shift it opened (200)' }),
    ),
    device: DeviceId,
    float: DenominationCountsSchema,
    location: Type.Optional(Uuid({ description: 'The location the till sells from; absent, the user’s own. Another needs pos:switch-location (403)' })),
  },
  { additionalProperties: false },
);
export type OpenShiftInput = Static<typeof OpenShiftInput>;

/** `POST shifts/{id}/cash`: cash put into or taken out of the drawer. */
export const CashMovementInput = Type.Object(
  {
    kind: TextEnum(CASH_MOVEMENT_KINDS, { description: '`in`: change from the bank; `out`: a supplier paid from the drawer, a bank drop' }),
    amount: AmountIn({ exclusiveMinimum: 0 }),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type CashMovementInput = Static<typeof CashMovementInput>;

/** `POST shifts/cash/{id}/decision`: a manager's word on a movement above its doer's limit. */
export const CashMovementDecision = Type.Object({ approve: Type.Boolean() }, { additionalProperties: false });

/** `POST shifts/{id}/close`: the count at close. */
export const CloseShiftInput = Type.Object(
  {
    counted: DenominationCountsSchema,
    offlineWaiting: Type.Optional(
      Type.Array(Type.String({ maxLength: 32 }), {
        maxItems: 500,
        description:
          'The numbers of this shift’s sales the till made offline and has not sent yet: any is a 409 naming them (send them first). A close sent again with the same count by the same person answers the closed shift as it was.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CloseShiftInput = Static<typeof CloseShiftInput>;

/** `POST shifts/{id}/approve`: a manager accepts a difference above the shop's limit. */
export const ApproveDifferenceInput = Type.Object({ note: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false });

export const CashMovementRecord = Type.Object({
  _id: Type.String(),
  shift: Type.String(),
  kind: TextEnum(CASH_MOVEMENT_KINDS),
  amount: Taka(),
  reason: Type.String(),
  userName: Type.String(),
  approval: TextEnum(CASH_MOVEMENT_APPROVALS, { description: '`pending`: above the doer’s limit, not in the drawer until a manager approves it' }),
  approvedByName: NullableString(),
  createdAt: Timestamp(),
});
export type CashMovementRecord = Static<typeof CashMovementRecord>;

const MethodTotal = Type.Object({ method: PaymentRowMethodSchema, amount: Taka(), count: Type.Integer() });

/** A shift's figures: the X report while it is open, the Z report (frozen at close) after. */
export const ShiftFigures = Type.Object({
  openingFloat: Taka(),
  sales: Type.Array(MethodTotal, { description: 'Payments taken by method (cash: what was kept, change excluded)' }),
  refunds: Type.Array(MethodTotal, { description: 'Refunds paid back by method (positive)' }),
  cashTendered: Taka({ description: 'Cash handed over by customers, change included' }),
  changeGiven: Taka({ description: 'Change handed back: never cash in hand' }),
  cashRefunds: Taka(),
  cashIn: Taka(),
  cashOut: Taka(),
  pendingIn: Taka({ description: 'Cash in awaiting a manager: not in the expected cash' }),
  pendingOut: Taka({ description: 'Cash out awaiting a manager: not in the expected cash' }),
  expectedCash: Taka({ description: 'float + cash tendered − change given − cash refunds + cash in − cash out' }),
});
export type ShiftFigures = Static<typeof ShiftFigures>;

export const ShiftRecord = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  device: Type.String(),
  location: Type.String(),
  cashier: NullableString(),
  cashierName: Type.String(),
  status: TextEnum(SHIFT_STATUSES),
  openedAt: Timestamp(),
  closedAt: NullableString({ format: 'date-time' }),
  floatCounts: DenominationCountsSchema,
  openingFloat: Taka(),
  countedCounts: Type.Union([DenominationCountsSchema, Type.Null()]),
  countedCash: NullableNumber(),
  countedByName: NullableString(),
  expectedCash: NullableNumber(),
  difference: NullableNumber({ description: 'counted − expected: negative when the drawer is short' }),
  differenceApproval: NullableString({
    description: '`pending`: above the shop’s limit, awaiting a manager’s note; `approved`; `none`: within it',
  }),
  approvedByName: NullableString(),
  approvalNote: NullableString(),
});
export type ShiftRecord = Static<typeof ShiftRecord>;

/** `GET shifts/{id}/report`: the shift, its figures (X while open, Z once closed) and its cash movements. */
export const ShiftReport = Type.Object({
  kind: TextEnum(['X', 'Z'] as const, { description: 'X: any time while open, worked out now; Z: as frozen at close' }),
  shift: ShiftRecord,
  figures: ShiftFigures,
  movements: Type.Array(CashMovementRecord),
});
export type ShiftReport = Static<typeof ShiftReport>;

/** `GET shifts/open-drawers`: every open shift the caller may see, with the cash its drawer should hold now (the dashboard's, issue 36). */
export const OpenDrawers = Type.Object({
  drawers: Type.Array(Type.Object({ shift: ShiftRecord, figures: ShiftFigures })),
});

/** `GET shifts/current?device=`: the till's open shift, or null, and the shop's rules the till follows. */
export const CurrentShiftQuery = Type.Object({ device: DeviceId }, { additionalProperties: false });
export const CurrentShift = Type.Object({
  shift: Type.Union([ShiftRecord, Type.Null()]),
  required: Type.Boolean({ description: 'The setting shiftRequired: the till sells only in an open shift' }),
  differenceLimit: Taka({ description: 'The setting shiftDifferenceLimit: a difference above it at close waits for a manager' }),
});
export type CurrentShift = Static<typeof CurrentShift>;

/** `GET shifts/{id}/report/pdf?language=`: the printed X or Z report's language (English unless told). */
export const ShiftReportPdfQuery = Type.Object(
  { language: Type.Optional(TextEnum(INVOICE_LANGUAGES, { description: 'Language of the printed report: en (default) or bn' })) },
  { additionalProperties: false },
);
