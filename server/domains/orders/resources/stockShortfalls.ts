import { stockShortfalls } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { offlineSaleReview } from './offlineSaleReview';

/**
 * The reconciliation list (issue 25, `/stock-shortfalls` under Inventory):
 * units an offline sale sold that its location no longer held when the sale
 * reached the server. The sale was recorded (the money was taken); the
 * location's stock was not taken below what it held, so the ledger and the
 * figures agree. Written by the order's own statement
 * (server/domains/orders/placeOrder.ts); a manager says how each was
 * resolved (a count, units found, written off) and why. Fixing the stock
 * itself is a stock count or an adjustment, which the ledger records.
 */
export default defineResource({
  path: 'stock-shortfalls',
  table: stockShortfalls,
  columns: ['createdAt', 'orderNumber', 'itemName', 'location', 'qty', 'cashierName', 'resolved'],
  ...offlineSaleReview(stockShortfalls, {
    figures: [{ key: 'qty', label: 'Units short', type: 'number', readOnly: true, column: { type: 'number', sortable: true } }],
    resolutions: [
      { value: 'open', label: 'Open' },
      { value: 'recounted', label: 'Recounted' },
      { value: 'found', label: 'Units found' },
      { value: 'written-off', label: 'Written off' },
    ],
    noteHelp: 'What was found or done.',
    locationColumn: true,
  }),
});
