export { poishaOf } from './cartPricing';
export { changeStatusIn, dueOf, inTx, lockOrder, recordPayment } from './orderActions';
export type { ActionContext, StatusActor } from './orderActions';
export { sellerLines } from './sellerLines';
