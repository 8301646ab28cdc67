/** What other domains may use of orders (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { poishaOf } from './cartPricing';
export { changeStatusIn, dueOf, inTx, lockOrder, recordPayment } from './orderActions';
export type { ActionContext, Order, StatusActor } from './orderActions';
export { sellerLines } from './sellerLines';
// An exchange (server/domains/exchanges) is a return and a till sale in one transaction, through these same paths.
export { priceServerCart, type PricedCart } from './cartPricing';
export { returnIn, type RefundPart, type ReturnContext, type Returned } from './orderActions';
export { placedAddress, planOrder, planPayments, type OrderFacts, type OrderPayments } from './orderPlan';
export { writeOrder } from './writeOrder';
export { discountCapOf, type DiscountCap } from './discountCap';
export { readOrder } from './orderRecord';
export { changeableOrder, orderReach, readableOrder } from './orderReach';
export { orderNumberOf } from './orderNumber';
export { keyClaim, requestDigest } from './idempotency';
// Orders from the online shop (server/domains/onlineOrders, issue 38) are placed through the till's one path.
export { placeOrder, type PlaceOrderContext } from './placeOrder';
export { ORDER_EXPIRY_QUEUE } from './writeOrder';
export type { OnlineColumns } from './orderPlan';
export { riskOptions } from './resources/orders';
