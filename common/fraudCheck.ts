/** What a courier's fraud check can come to (common/wire/fraud.ts), for the server and the admin app. */
export const COURIER_CHECK_STATUSES = ['not-configured', 'ok', 'refused', 'unavailable'] as const;
export type CourierCheckStatus = (typeof COURIER_CHECK_STATUSES)[number];

/** The permission of the fraud checker (the checker, the band on the order page and at the till). */
export const FRAUD_PERMISSION = 'fraud:check';

/** How long a courier's answer for a phone is kept before asking again. */
export const COURIER_CHECK_TTL_HOURS = 6;
