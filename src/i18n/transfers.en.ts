/**
 * English messages of the transfer view and the Mark As Received dialog
 * (issue 21) that a spec cannot carry.
 */
const transfersEn = {
  transfers: {
    status: {
      draft: 'Draft',
      sent: 'Sent',
      'partly-received': 'Partly received',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    page: {
      title: 'Transfer %{number}',
      route: 'Where from and where to',
      from: 'From',
      to: 'To',
      created: 'Made %{when}',
      sent_at: 'sent %{when}',
      in_transit:
        '%{smart_count} unit is in transit to %{to}: counted in neither location until received. |||| %{smart_count} units are in transit to %{to}: counted in neither location until received.',
      send: 'Send',
      send_title: 'Send transfer %{number}?',
      send_confirm: 'Its stock leaves %{from} now and is in transit until it is received.',
      sent_done: 'Transfer sent',
      cancel: 'Cancel transfer',
      cancel_title: 'Cancel transfer %{number}?',
      cancel_confirm: 'Nothing has left the origin yet; a cancelled transfer cannot be sent.',
      cancelled_done: 'Transfer cancelled',
      mark_received: 'Mark As Received',
    },
    lines: {
      title: 'Products',
      none: 'This transfer has no lines yet: edit it to add products.',
      item: 'Item',
      sku: 'SKU',
      quantity: 'Quantity',
      received: 'Received',
      damaged: 'Damaged',
      to_receive: 'To receive',
      total: 'Total',
    },
    receive: {
      title: 'Mark %{number} as received',
      explain: 'Enter per line what arrived in good order and what arrived damaged. Good units go into %{to}; damaged ones are recorded as damages there.',
      received_of: 'Received of %{name}',
      damaged_of: 'Damaged of %{name}',
      too_many: 'More than the %{n} still to receive',
      nothing_left: 'Nothing is left to receive.',
      everything: 'Receive everything',
      confirm: 'Receive',
      done: 'Transfer Received Successfully',
    },
  },
};

export default transfersEn;
