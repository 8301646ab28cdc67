/**
 * English messages of the owed list's totals and the Record payout dialog
 * (issue 22) that a spec cannot carry.
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
  },
};

export default settlementsEn;
