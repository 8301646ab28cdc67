/**
 * A customer's store credit (issue 36): a balance in taka kept by a ledger of
 * its own (server/domains/storeCredit). A refund or an exchange may credit it;
 * a till sale with the customer may spend it (the tender `store_credit`,
 * common/orders.ts TENDER_METHODS), online only.
 */
export const STORE_CREDIT_REASONS = ['refund', 'exchange', 'sale', 'adjustment'] as const;
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number];

export const STORE_CREDIT_REASON_LABELS: Readonly<Record<StoreCreditReason, string>> = {
  refund: 'Refund',
  exchange: 'Exchange',
  sale: 'Sale',
  adjustment: 'Adjustment',
};
