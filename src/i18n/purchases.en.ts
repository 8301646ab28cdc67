/** English messages of the purchase screens (issue 21): the purchase page and the Receive dialog. */
const purchasesEn = {
  purchases: {
    page: {
      actions: 'Purchase actions',
      pdf: 'Purchase order PDF',
      pdf_saved: 'Saved %{filename}',
    },
    lines: {
      item: 'Item',
      ordered: 'Ordered',
      received: 'Received so far',
    },
    receive: {
      title: 'Receive purchase %{number}',
      into: 'The goods go into %{location}.',
      now: 'Receive now',
      qty: 'Quantity of %{name} to receive now',
      save: 'Receive goods',
      done: 'Purchase %{number}: goods received',
    },
  },
};

export default purchasesEn;
