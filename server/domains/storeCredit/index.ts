/** What other domains may use of store credit (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { changeCredit, creditParts, creditShort, type CreditChange } from './ledger';
/** What the order's statement says when the customer's store credit no longer covers what the sale spends of it. */
export const CREDIT_SHORT = 'store credit short';
