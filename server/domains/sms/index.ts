/** What other domains may use of sms (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { orderSmsJobInsert, queueOrderSms } from './transactional';
export type { OrderSmsEvent } from './transactional';
// An online order's one-time code (server/domains/onlineOrders) goes out as any SMS does, queued at once whatever the quiet hours.
export { planSms, queueSms, smsPricing } from './queueSms';
export type { SmsPricing } from './queueSms';
