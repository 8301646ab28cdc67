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
