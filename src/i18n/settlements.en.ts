/**
 * English messages of the owed list's totals and the Record payout dialog
 * (issue 22), and of reading the couriers' own payouts and their differences
 * (issue 37), that a spec cannot carry.
 */
const settlementsEn = {
  settlements: {
    couriers: {
      manual: 'Manual (own rider)',
      steadfast: 'Steadfast',
      pathao: 'Pathao',
      redx: 'RedX',
    },
    owed: {
      totals: 'Owed in all:',
      none: 'No courier owes anything.',
      total: '%{courier}: %{amount} for %{smart_count} parcel |||| %{courier}: %{amount} for %{smart_count} parcels',
    },
    payout: {
      title: 'Record %{courier}’s payout for %{smart_count} parcel |||| Record %{courier}’s payout for %{smart_count} parcels',
      title_plain: 'Record payout',
      one_courier: 'A payout is from one courier: these parcels are with %{couriers}. Filter the list by courier and select again.',
      fees: 'Fees kept by the courier',
      fees_help: 'In taka; 0 when the courier kept nothing.',
      fees_invalid: 'Enter an amount in taka with at most two decimals',
      fees_over: 'The fees cannot be more than the cash collected',
      reference: 'Courier’s reference',
      notes: 'Notes',
      figures: 'Payout figures',
      collected: 'Collected on %{smart_count} parcel |||| Collected on %{smart_count} parcels',
      remitted: 'Remitted to the shop',
      save: 'Record payout',
      done: 'Payout %{number} recorded: %{amount} remitted, and the orders are paid',
    },
    read: {
      button: 'Read payouts',
      help: 'Ask the couriers for their payouts now and settle each one not matched yet',
      nothing: 'No new payout to match',
      done: '%{smart_count} payout matched |||| %{smart_count} payouts matched',
      differences: 'one with differences to look at |||| %{smart_count} with differences to look at',
      failed: '%{courier} could not be read: %{error}',
    },
    differences: {
      title: 'What differs from what the shop expected',
      none: 'Nothing differs: every parcel was paid as expected.',
      unreadable: 'The differences could not be read.',
      kind: 'Difference',
      order: 'Order',
      consignment: 'Consignment',
      expected: 'Expected',
      actual: 'Courier’s payout',
      kinds: {
        short: 'Paid short',
        over: 'Paid more than expected',
        charged_twice: 'Charged twice',
        missing: 'Missing from the payout',
        unknown: 'Not our parcel',
        not_delivered: 'Not delivered yet',
        not_payable: 'Order cancelled or already paid',
        fee: 'Other fee than expected',
      },
    },
  },
};

export default settlementsEn;
