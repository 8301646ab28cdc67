import { priceDifferences } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { heldSaleApproval } from '../heldSaleApproval';
import { offlineSaleReview } from './offlineSaleReview';

/**
 * The price differences list (issue 25, `/price-differences` under Orders):
 * offline sales are written at the prices their till charged, which were the
 * till's snapshot of the catalogue. A line whose price or VAT rate had changed
 * by the time the sale arrived is listed here by the order's own statement
 * (server/domains/orders/placeOrder.ts); a manager says what was done about it.
 * A sale held for approval (issue 34) is listed here too, and counts once its
 * holding rows are resolved (heldSaleApproval).
 */
export default defineResource({
  path: 'price-differences',
  table: priceDifferences,
  columns: ['createdAt', 'orderNumber', 'reason', 'itemName', 'qty', 'tillUnitPrice', 'catalogueUnitPrice', 'difference', 'cashierName', 'resolved'],
  hooks: heldSaleApproval,
  ...offlineSaleReview(priceDifferences, {
    figures: [
      // Issue 34: a row that holds its sale (not in the figures until resolved) says so.
      {
        key: 'reason',
        label: 'Why listed',
        type: 'select',
        readOnly: true,
        options: [
          { value: 'repriced', label: 'Catalogue changed since' },
          { value: 'unknown-price', label: 'Held: a price the till’s catalogue did not have' },
          { value: 'over-cap', label: 'Held: a discount above the cashier’s cap' },
        ],
        column: { type: 'tag', sortable: true },
      },
      { key: 'qty', label: 'Units', type: 'number', readOnly: true, column: { type: 'number', sortable: true } },
      { key: 'tillUnitPrice', label: 'Till price', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
      { key: 'catalogueUnitPrice', label: 'Catalogue price', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
      { key: 'tillVatRate', label: 'Till VAT %', type: 'number', readOnly: true, column: { type: 'number', sortable: false, default: false } },
      { key: 'catalogueVatRate', label: 'Catalogue VAT %', type: 'number', readOnly: true, column: { type: 'number', sortable: false, default: false } },
      {
        key: 'difference',
        label: 'Difference',
        type: 'currency',
        readOnly: true,
        helperText: 'Below zero: sold for less than the catalogue asks now.',
        column: { type: 'currency', sortable: true },
      },
    ],
    resolutions: [
      { value: 'open', label: 'Open' },
      { value: 'accepted', label: 'Accepted' },
      { value: 'charged', label: 'Charged to the till' },
    ],
    noteHelp: 'What was decided and why.',
    locationColumn: false,
  }),
});
