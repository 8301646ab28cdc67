/** English messages of what the shop prints (issue 19): the receipt, the invoice menu, label paper. */
const documentsEn = {
  documents: {
    seller: {
      phone: 'Phone',
      email: 'Email',
      bin: 'BIN',
      trade_licence: 'Trade Licence',
    },
    invoice: {
      menu: 'Choose an invoice',
      sale: 'Sale invoice',
      vat_en: 'VAT invoice (Mushak-6.3), English',
      vat_bn: 'VAT invoice (Mushak-6.3), Bangla',
    },
    paper: {
      '80mm': '80 mm roll',
      '58mm': '58 mm roll',
    },
    labels: {
      layout: 'Paper',
      a4: 'A4 sheet (3 × 8 labels of 70 × 37 mm)',
      'roll-38x25': 'Label roll (38 × 25 mm, one label a page)',
    },
  },
};

export default documentsEn;
