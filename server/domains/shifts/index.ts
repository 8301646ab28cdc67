/** What other domains may use of shifts (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { tillShift, type ShiftAsked } from './tillShift';
/** What the payments' trigger (sql/shift_payments.sql) says when a sale's shift closed while it was being written. */
export const SHIFT_CLOSED = 'shift closed';
