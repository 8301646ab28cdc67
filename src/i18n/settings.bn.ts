/** Bangla messages of the settings screen. */
const settingsBn = {
  resources: {
    settings: {
      fields: {
        shopName: 'দোকানের নাম',
        storeName: 'স্টোরের নাম',
        logo: 'লোগো',
        address: 'ঠিকানা',
        phone: 'ফোন',
        email: 'ইমেইল',
        tradeLicence: 'ট্রেড লাইসেন্স',
        vatRegistration: 'ভ্যাট নিবন্ধন নম্বর',
        currencyCode: 'মুদ্রার কোড',
        currencySymbol: 'মুদ্রার চিহ্ন',
        defaultVat: 'ডিফল্ট ভ্যাট (%)',
        timeZone: 'টাইম জোন',
        receiptHeader: 'রসিদের উপরের লেখা',
        receiptFooter: 'রসিদের নিচের লেখা',
        receiptShowLogo: 'রসিদে লোগো দেখান',
        receiptPaper: 'রসিদের কাগজ',
        deliveryInsideDhaka: 'ঢাকার ভেতরে ডেলিভারি',
        deliveryOutsideDhaka: 'ঢাকার বাইরে ডেলিভারি',
        paymentMethods: 'পেমেন্ট পদ্ধতি',
        cashRounding: 'নগদ বিক্রি পূর্ণ টাকায় রাউন্ড করুন',
      },
    },
  },
  settings: {
    cards: {
      shop: { title: 'দোকান', help: 'রসিদ ও ইনভয়েসে ছাপা নাম, লোগো ও যোগাযোগের তথ্য।' },
      money: { title: 'টাকা', help: 'প্রতিটি স্ক্রিন, এক্সপোর্ট ও পিডিএফে টাকার লেখার ধরন।', decimals: 'টাকা দুই দশমিক ঘর পর্যন্ত দেখায়।' },
      tax: { title: 'কর', help: 'নতুন পণ্যের শুরুর ভ্যাট।' },
      time: { title: 'টাইম জোন', help: 'প্রতিটি স্ক্রিন, এক্সপোর্ট ও পিডিএফের তারিখ ও সময় এই জোনে।' },
      receipt: { title: 'রসিদ ও ইনভয়েস', help: 'রসিদ ও ইনভয়েসের উপরে ও নিচে ছাপা লেখা, আর রসিদ প্রিন্টারের রোলের প্রস্থ।' },
      delivery: { title: 'ডেলিভারি চার্জ', help: 'ঢাকার ভেতরে ও বাইরে ডেলিভারির খরচ।' },
      payments: { title: 'পেমেন্ট', help: 'টিল যে পদ্ধতিতে টাকা নেয়, আর পুরো টাকা ক্যাশে দিলে বিক্রি কাছের পূর্ণ টাকায় রাউন্ড হবে কি না (৫০ পয়সা ও বেশি হলে উপরে), রাউন্ডিং হিসেবে দেখানো।' },
    },
    edit: 'সম্পাদনা',
    edit_card: '%{card} সম্পাদনা',
    confirm: 'নিশ্চিত করুন',
    discard: 'বাতিল',
    updated: 'তথ্য সফলভাবে আপডেট হয়েছে',
    error: 'সেটিংস সংরক্ষণ করা যায়নি',
    loading: 'সেটিংস লোড হচ্ছে',
    menu: 'সেটিংস',
    payment_methods: { at_least_one: 'অন্তত একটি পেমেন্ট পদ্ধতি বেছে নিন' },
    leave: {
      title: 'সংরক্ষণ না করা পরিবর্তন',
      page: '%{cards}-এর পরিবর্তনগুলো সংরক্ষণ করা হয়নি। সংরক্ষণ না করেই এই পাতা ছেড়ে যাবেন?',
      card: '%{card}-এর পরিবর্তনগুলো সংরক্ষণ করা হয়নি। সেগুলো বাদ দেবেন?',
      confirm: 'সংরক্ষণ না করে চলে যান',
      discard: 'পরিবর্তন বাদ দিন',
      stay: 'সম্পাদনা চালিয়ে যান',
    },
  },
};

export default settingsBn;
