import type { Static } from 'typebox';
import type { PlacedOrder as PlacedOrderAnswer } from '../../../common/wire/orders';

/** `POST orders`' answer (common/wire/orders.ts), and whether it repeats the first one (same Idempotency-Key, or an offline sale's number sent again). */
export type PlacedOrder = Static<typeof PlacedOrderAnswer> & { replayed: boolean };
