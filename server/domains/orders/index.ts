/** What other domains may use of orders (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { poishaOf } from './cartPricing';
export { changeStatusIn, dueOf, inTx, lockOrder, recordPayment } from './orderActions';
export type { ActionContext, StatusActor } from './orderActions';
export { sellerLines } from './sellerLines';
// An exchange (server/domains/exchanges) is a return and a till sale in one transaction, through these same paths.
export { priceServerCart, type PricedCart } from './cartPricing';
export { returnIn, type RefundPart, type ReturnContext, type Returned } from './orderActions';
export { planOrder, planPayments, type OrderFacts, type OrderPayments } from './orderPlan';
export { writeOrder } from './writeOrder';
export { discountCapOf, type DiscountCap } from './discountCap';
export { readOrder } from './orderRecord';
export { changeableOrder, orderReach } from './orderReach';
export { orderNumberOf } from './orderNumber';
export { keyClaim, requestDigest } from './idempotency';
export { riskOptions } from './resources/orders';
