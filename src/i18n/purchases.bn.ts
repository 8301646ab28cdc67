/** Bangla messages of the purchase screens (issue 21): the purchase page and the Receive dialog. */
const purchasesBn = {
  purchases: {
    page: {
      actions: 'ক্রয়ের কাজ',
      pdf: 'ক্রয় আদেশ PDF',
      pdf_saved: '%{filename} সংরক্ষিত হয়েছে',
    },
    lines: {
      item: 'পণ্য',
      ordered: 'অর্ডার করা',
      received: 'এ পর্যন্ত গৃহীত',
    },
    receive: {
      title: 'ক্রয় %{number} গ্রহণ',
      into: 'পণ্যগুলো %{location} এ যাবে।',
      now: 'এখন গ্রহণ',
      qty: '%{name} এখন কতটি গ্রহণ করবেন',
      save: 'পণ্য গ্রহণ করুন',
      done: 'ক্রয় %{number}: পণ্য গৃহীত হয়েছে',
    },
  },
};

export default purchasesBn;
