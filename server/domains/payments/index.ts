/** What other domains may use of payments (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { BkashError, BkashProvider, bkashFromEnv, bkashFromValues, tryBkash, BKASH_SANDBOX_URL } from './bkash';
export type { PaymentOutcome, PaymentProvider, PaymentRequest, PaymentStatus, RefundRequest, StartedPayment } from './types';

/** Whether a provider's error is its refusal (a reason to show the customer or staff) rather than silence. */
export const isProviderRefusal = (err: unknown): boolean => kindOf(err) === 'answered';

/** Whether a provider's call never reached it (nothing was done), unlike one that went unanswered. */
export const isProviderUnsent = (err: unknown): boolean => kindOf(err) === 'unsent';

const kindOf = (err: unknown): unknown => (typeof err === 'object' && err !== null && 'kind' in err ? (err as { kind: unknown }).kind : undefined);
