/** What other domains may use of orders (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { poishaOf } from './cartPricing';
export { changeStatusIn, dueOf, inTx, lockOrder, recordPayment } from './orderActions';
export type { ActionContext, StatusActor } from './orderActions';
export { sellerLines } from './sellerLines';
