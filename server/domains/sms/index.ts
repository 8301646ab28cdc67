/** What other domains may use of sms (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { orderSmsJobInsert, queueOrderSms } from './transactional';
export type { OrderSmsEvent } from './transactional';
