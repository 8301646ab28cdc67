export { orderSmsJobInsert, queueOrderSms } from './transactional';
export type { OrderSmsEvent } from './transactional';
