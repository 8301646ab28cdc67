/** The query key of the owed list's totals per courier, refreshed when a payout is recorded or read. */
export const OWED_TOTALS_KEY = ['courier-dues', 'by-courier'];
