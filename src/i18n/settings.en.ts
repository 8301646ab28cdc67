/** English messages of the settings screen (spec §1, §2.6, §9). */
const settingsEn = {
  resources: {
    settings: {
      fields: {
        shopName: 'Shop Name',
        storeName: 'Store Name',
        logo: 'Logo',
        address: 'Address',
        phone: 'Phone',
        email: 'Email',
        tradeLicence: 'Trade Licence',
        vatRegistration: 'VAT Registration Number',
        currencyCode: 'Currency Code',
        currencySymbol: 'Currency Symbol',
        defaultVat: 'Default VAT (%)',
        timeZone: 'Time Zone',
        receiptHeader: 'Receipt Header',
        receiptFooter: 'Receipt Footer',
        receiptShowLogo: 'Show Logo on Receipts',
        receiptPaper: 'Receipt Paper',
        deliveryInsideDhaka: 'Delivery Inside Dhaka',
        deliveryOutsideDhaka: 'Delivery Outside Dhaka',
        paymentMethods: 'Payment Methods',
        cashRounding: 'Round Cash Sales to the Taka',
      },
    },
  },
  settings: {
    cards: {
      shop: { title: 'Shop', help: 'The names, logo and contact details printed on receipts and invoices.' },
      money: { title: 'Money', help: 'How amounts are written on every screen, export and PDF.', decimals: 'Amounts show with two decimals.' },
      tax: { title: 'Tax', help: 'The VAT new products start with.' },
      time: { title: 'Time Zone', help: 'Dates and times on every screen, export and PDF are in this zone.' },
      receipt: { title: 'Receipt and Invoice', help: 'Text printed above and below receipts and invoices, and the width of the receipt printer\'s roll.' },
      delivery: { title: 'Delivery Charges', help: 'What delivery costs inside and outside Dhaka.' },
      payments: { title: 'Payments', help: 'The methods the till takes, and whether a sale paid wholly in cash is rounded to the nearest taka (50 poisha and more up), shown as Rounding.' },
    },
    edit: 'Edit',
    edit_card: 'Edit %{card}',
    confirm: 'Confirm',
    discard: 'Discard',
    updated: 'Information Updated Successfully',
    error: 'The settings could not be saved',
    loading: 'Loading the settings',
    menu: 'Settings',
    payment_methods: { at_least_one: 'Choose at least one payment method' },
    leave: {
      title: 'Unsaved changes',
      page: 'Your changes to %{cards} are not saved. Leave this page without saving them?',
      card: 'Your changes to %{card} are not saved. Discard them?',
      confirm: 'Leave without saving',
      discard: 'Discard changes',
      stay: 'Keep editing',
    },
  },
};

export default settingsEn;
