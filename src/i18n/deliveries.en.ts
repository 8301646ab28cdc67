/**
 * English messages of the delivery dialogs (issue 22) that a spec cannot
 * carry: booking orders with a courier from the orders list, and printing
 * the parcel labels.
 */
const deliveriesEn = {
  deliveries: {
    book: {
      title: 'Book delivery for %{smart_count} order |||| Book delivery for %{smart_count} orders',
      courier: 'Courier',
      note: 'Note for the courier (optional)',
      explain:
        'The courier collects what is still due on each order. Orders without an address or phone, cancelled or already booked are refused with the reason; the rest are booked.',
      choose:
        'Each order lists what every courier would charge to its address and how often the shop’s parcels with it to that district were delivered over the last 90 days; the suggested courier is chosen.',
      all: 'Book every order with',
      all_none: 'Each order’s own choice',
      quoting: 'Asking the couriers for prices…',
      quote_failed: 'The prices could not be read: %{error}',
      place: 'Place',
      no_place: 'No district',
      courier_for: 'Courier for %{order}',
      price: '%{charge} + %{cod} cash collection',
      rate: '%{rate}% delivered (%{delivered} of %{finished})',
      untried: 'too few parcels there to judge',
      unpriced: 'no price',
      own_rider: 'your own rider',
      cannot: 'cannot deliver: %{reason}',
      submit: 'Book',
      booking: 'Booking…',
      done: '%{booked} booked, %{failed} not booked',
      booked: 'Booked',
      tracking: 'Tracking %{code}',
      refused: 'Not booked',
      order: 'Order',
      outcome: 'Outcome',
      close: 'Close',
      no_couriers: 'No courier is set up.',
    },
    pick: {
      fixed: 'Suggested: the courier fixed for %{district}',
      cheapest_above: 'Suggested: the cheapest that delivered at least %{rate}% here',
      cheapest_untried: 'Suggested: none delivered %{rate}% here yet, so the cheapest not yet judged',
      none_above: 'Suggested: the cheapest, though none delivered %{rate}% here',
      only_one: 'Suggested: the only courier that can deliver here',
      none: 'No courier could be priced for this address: choose one',
    },
    labels: {
      title: 'Parcel labels for %{smart_count} delivery |||| Parcel labels for %{smart_count} deliveries',
      explain:
        'One PDF, four labels to an A4 sheet: recipient, address, phone, amount to collect and the consignment’s barcode. Only booked parcels get a label.',
      download: 'Download labels',
      done: 'Labels downloaded: %{filename}',
    },
  },
};

export default deliveriesEn;
