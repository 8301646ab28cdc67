import { RISK_REASON_EN } from '../../common/fraudRisk';

/** English messages of the fraud checker, the risk band and the customer's page (issue 22). */
const fraudEn = {
  fraud: {
    title: 'Fraud Checker',
    intro: 'Type a phone number in any form (01712345678, +880 1712-345678) to see its history in this store and its risk before you ship.',
    phone: 'Phone number',
    check: 'Check',
    checking: 'Checking…',
    invalid_phone: 'Type a Bangladeshi mobile number, like 01712345678',
    checked_phone: 'History of %{phone}',
    store: 'This store',
    band: {
      none: 'No history',
      low: 'Low risk',
      medium: 'Medium risk',
      high: 'High risk',
    },
    band_label: 'Risk: %{band}',
    figures: {
      orders: 'Orders',
      delivered: 'Delivered',
      returned: 'Returned',
      cancelled: 'Cancelled',
      success_rate: 'Success rate',
      total_spent: 'Total spent',
      last_order: 'Last order',
    },
    // The same English sentences the server words a reason with.
    reason: RISK_REASON_EN,
    thresholds: 'Medium from %{medium}%, high from %{high}% of finished orders returned or cancelled (Settings)',
    courier: {
      title: 'Courier’s check',
      steadfast: 'Steadfast',
      not_configured: 'No courier is set up for a fraud check: this is the store’s own history only.',
      refused: 'The courier refused the check: %{message}',
      unavailable: 'The courier did not answer: %{message}',
      total: 'Parcels',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      success_rate: 'Success rate',
      checked_at: 'Checked %{when}',
      cached: 'kept from an earlier check',
    },
  },
  customerPage: {
    summary: 'Orders and risk',
    orders: 'Orders',
    lifetime_spend: 'Lifetime spend',
    average_order: 'Average order',
    returns: 'Returned parcels',
    items_returned: 'Items returned',
    recent_orders: 'Recent orders',
    no_orders: 'No orders yet',
    sms: 'SMS received',
    no_sms: 'No SMS sent to this customer yet',
    sms_opt_out: 'Opted out of marketing SMS',
    sms_opt_in: 'Gets marketing SMS',
    parts: '%{smart_count} part |||| %{smart_count} parts',
  },
};

export default fraudEn;
