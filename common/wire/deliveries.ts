import { Type, type Static } from 'typebox';
import { COURIERS, DELIVERY_STATUSES } from '../deliveryStatus';
import { AmountIn, Taka, TextEnum, Uuid } from './values';

/**
 * The wire of a delivery's own calls (issue 22): booking orders with a
 * courier (one or many from the orders list), moving a delivery's status,
 * asking the courier where a parcel stands, and the parcel labels PDF. The
 * list, show and the manual courier's edit are the engine's (`/api/deliveries`).
 */

/** Most orders one booking call takes (the courier's own limit per call is applied inside: Steadfast's 500). */
export const MAX_BOOKING = 1000;
/** Most labels one PDF holds. */
export const MAX_DELIVERY_LABELS = 1000;

export const DELIVERIES_BOOK_PATH = 'deliveries/book';
export const DELIVERY_LABELS_PATH = 'deliveries/labels';

export const DELIVERY_COURIERS_PATH = 'deliveries/couriers';

/** The couriers the server is set up for (`GET deliveries/couriers`). */
export const CourierList = Type.Array(Type.Object({ name: TextEnum(COURIERS), label: Type.String() }));
export type CourierList = Static<typeof CourierList>;

export const DeliveryParams = Type.Object({ id: Type.String({ description: 'The delivery’s id (a uuid)' }) });

export const BookRequest = Type.Object(
  {
    orders: Type.Array(Uuid(), { minItems: 1, maxItems: MAX_BOOKING, uniqueItems: true, description: 'The orders to hand to the courier' }),
    courier: Type.Optional(TextEnum(COURIERS, { description: 'Which courier books them (default: manual)' })),
    note: Type.Optional(Type.String({ maxLength: 250, description: 'A note for the courier on every parcel' })),
  },
  { additionalProperties: false },
);
export type BookRequest = Static<typeof BookRequest>;

export const BookOutcome = Type.Object({
  order: Type.String(),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  ok: Type.Boolean(),
  delivery: Type.Optional(Type.String({ description: 'The delivery made (or kept with its booking error)' })),
  status: Type.Optional(TextEnum(DELIVERY_STATUSES)),
  trackingCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  consignmentId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  codAmount: Type.Optional(Taka({ description: 'What the courier is to collect: what was still due on the order' })),
  error: Type.Optional(Type.String({ description: 'Why this order was not booked, in English (or in the courier’s words)' })),
  code: Type.Optional(Type.String({ description: 'The reason’s code (common/serverMessages.ts) when it is ours' })),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});
export type BookOutcome = Static<typeof BookOutcome>;

export const BookAnswer = Type.Object({
  booked: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(BookOutcome),
});
export type BookAnswer = Static<typeof BookAnswer>;

export const DeliveryStatusChange = Type.Object(
  {
    status: TextEnum(DELIVERY_STATUSES),
    collected: Type.Optional(
      AmountIn({ description: 'Cash the courier collected (delivered: the amount to collect unless told; partly delivered: what it says)' }),
    ),
  },
  { additionalProperties: false },
);
export type DeliveryStatusChange = Static<typeof DeliveryStatusChange>;

export const DeliveryAnswer = Type.Object({
  _id: Type.String(),
  status: TextEnum(DELIVERY_STATUSES),
  courierStatus: Type.Union([Type.String(), Type.Null()]),
  orderStatus: Type.String(),
});
export type DeliveryAnswer = Static<typeof DeliveryAnswer>;

export const LabelsRequest = Type.Object(
  { ids: Type.Array(Uuid(), { minItems: 1, maxItems: MAX_DELIVERY_LABELS, description: 'Deliveries; those not booked get no label' }) },
  { additionalProperties: false },
);
export type LabelsRequest = Static<typeof LabelsRequest>;

/** A courier in a webhook's path (`steadfast`). */
export const WebhookParams = Type.Object({ courier: Type.String({ maxLength: 40, description: 'The courier pushing (steadfast, pathao, redx)' }) });

/** RedX puts its credential in the callback URL it was given. */
export const WebhookQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200, description: 'RedX: the REDX_CALLBACK_TOKEN of the callback URL typed in their panel' })),
});

/** The courier's own JSON, read by its code (server/domains/deliveries/couriers). */
export const WebhookBody = Type.Object({}, { additionalProperties: true, description: 'The courier’s event as it sends it' });

export const WebhookAnswer = Type.Object({ status: Type.Literal('success'), message: Type.String() });

const AreaCourier = Type.Union([Type.Literal('pathao'), Type.Literal('redx')]);
const PlaceId = Type.Integer({ minimum: 1 });

/** Staff's choice of where a courier takes parcels for one of our districts (and thana), from the courier's lists as read (issue 37). */
export const AreaMapRequest = Type.Object(
  {
    courier: AreaCourier,
    district: Type.String({ minLength: 1, maxLength: 10, description: "Our district's id (common/places)" }),
    thana: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()], { description: 'Our thana’s id; absent: the whole district' }),
    ),
    areas: Type.Union(
      [
        Type.Object({ city: PlaceId, zone: PlaceId, area: Type.Optional(PlaceId) }, { additionalProperties: false }),
        Type.Object({ areaId: PlaceId }, { additionalProperties: false }),
      ],
      { description: 'Pathao: its city, zone and (optionally) area; RedX: its area' },
    ),
  },
  { additionalProperties: false },
);
export type AreaMapRequest = Static<typeof AreaMapRequest>;

export const AreaMapAnswer = Type.Object({
  courier: AreaCourier,
  district: Type.String(),
  thana: Type.Union([Type.String(), Type.Null()]),
  areas: Type.Union([
    Type.Object({ city: Type.Integer(), zone: Type.Integer(), area: Type.Optional(Type.Integer()) }),
    Type.Object({ areaId: Type.Integer(), areaName: Type.Optional(Type.String()) }),
  ]),
  source: Type.Union([Type.Literal('auto'), Type.Literal('staff')]),
});

export const UnmappedQuery = Type.Object({ courier: AreaCourier }, { additionalProperties: false });

/** The places a courier has no mapping for: booking with it refuses their addresses. */
export const UnmappedAnswer = Type.Array(
  Type.Object({ district: Type.String(), thana: Type.Union([Type.String(), Type.Null()]), name: Type.String({ description: '"Dhanmondi, Dhaka"' }) }),
);

/** One level of a courier's list as last read, for the mapping editor's selects (issue 37). */
export const AreaPlacesQuery = Type.Object(
  {
    courier: AreaCourier,
    kind: Type.Union([Type.Literal('city'), Type.Literal('zone'), Type.Literal('area')], {
      description: 'Pathao: city, zone (of a city) or area (of a zone); RedX: area, its only level',
    }),
    parent: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The courier’s id of the city (for zones) or zone (for areas); required for Pathao’s zones and areas' }),
    ),
  },
  { additionalProperties: false },
);
export type AreaPlacesQuery = Static<typeof AreaPlacesQuery>;

export const AreaPlaces = Type.Array(
  Type.Object({
    id: Type.Integer({ description: 'The courier’s id' }),
    name: Type.String(),
    homeDelivery: Type.Boolean({ description: 'Whether the courier delivers to the door there (Pathao’s home_delivery_available)' }),
    readAt: Type.String({ format: 'date-time', description: 'When the courier’s list was read' }),
  }),
  { description: 'By name' },
);
export type AreaPlaces = Static<typeof AreaPlaces>;

/** A read of the couriers' area lists, queued (issue 37). */
export const AreasRefreshAnswer = Type.Object({ job: Type.Union([Type.Integer(), Type.Null()], { description: 'The queued job’s id' }) });
