/** Bangla messages of what the shop prints: the receipt, the invoice menu, label paper. */
const documentsBn = {
  documents: {
    seller: {
      phone: 'ফোন',
      email: 'ইমেইল',
      bin: 'বিআইএন',
      trade_licence: 'ট্রেড লাইসেন্স',
    },
    invoice: {
      menu: 'ইনভয়েস বাছাই করুন',
      sale: 'বিক্রয় ইনভয়েস',
      vat_en: 'ভ্যাট চালান (মূসক-৬.৩), ইংরেজি',
      vat_bn: 'ভ্যাট চালান (মূসক-৬.৩), বাংলা',
    },
    paper: {
      '80mm': '৮০ মিমি রোল',
      '58mm': '৫৮ মিমি রোল',
    },
    labels: {
      layout: 'কাগজ',
      a4: 'A4 শিট (৭০ × ৩৭ মিমি মাপের ৩ × ৮টি লেবেল)',
      'roll-38x25': 'লেবেল রোল (৩৮ × ২৫ মিমি, প্রতি পাতায় একটি লেবেল)',
    },
  },
};

export default documentsBn;
