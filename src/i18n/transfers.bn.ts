/** Bangla of transfers.en.ts. */
const transfersBn = {
  transfers: {
    status: {
      draft: 'খসড়া',
      sent: 'পাঠানো হয়েছে',
      'partly-received': 'আংশিক গৃহীত',
      completed: 'সম্পন্ন',
      cancelled: 'বাতিল',
    },
    page: {
      title: 'ট্রান্সফার %{number}',
      route: 'কোথা থেকে কোথায়',
      from: 'কোথা থেকে',
      to: 'কোথায়',
      created: 'তৈরি %{when}',
      sent_at: 'পাঠানো %{when}',
      in_transit:
        '%{smart_count}টি একক %{to} এর পথে: গ্রহণ না করা পর্যন্ত কোনো অবস্থানেই গোনা হয় না। |||| %{smart_count}টি একক %{to} এর পথে: গ্রহণ না করা পর্যন্ত কোনো অবস্থানেই গোনা হয় না।',
      send: 'পাঠান',
      send_title: 'ট্রান্সফার %{number} পাঠাবেন?',
      send_confirm: 'এর স্টক এখনই %{from} থেকে বেরিয়ে যাবে এবং গ্রহণ না করা পর্যন্ত পথে থাকবে।',
      sent_done: 'ট্রান্সফার পাঠানো হয়েছে',
      cancel: 'ট্রান্সফার বাতিল',
      cancel_title: 'ট্রান্সফার %{number} বাতিল করবেন?',
      cancel_confirm: 'উৎস থেকে এখনো কিছু বের হয়নি; বাতিল ট্রান্সফার আর পাঠানো যায় না।',
      cancelled_done: 'ট্রান্সফার বাতিল হয়েছে',
      mark_received: 'গৃহীত হিসেবে চিহ্নিত করুন',
    },
    lines: {
      title: 'পণ্য',
      none: 'এই ট্রান্সফারে এখনো কোনো লাইন নেই: পণ্য যোগ করতে এটি সম্পাদনা করুন।',
      item: 'আইটেম',
      sku: 'SKU',
      quantity: 'পরিমাণ',
      received: 'গৃহীত',
      damaged: 'ক্ষতিগ্রস্ত',
      to_receive: 'গ্রহণ বাকি',
      total: 'মোট',
    },
    receive: {
      title: '%{number} গৃহীত হিসেবে চিহ্নিত করুন',
      explain: 'প্রতি লাইনে লিখুন কতগুলো ভালো অবস্থায় এসেছে আর কতগুলো ক্ষতিগ্রস্ত এসেছে। ভালোগুলো %{to} এর স্টকে যাবে; ক্ষতিগ্রস্তগুলো সেখানে ক্ষতি হিসেবে লেখা হবে।',
      received_of: '%{name} এর গৃহীত',
      damaged_of: '%{name} এর ক্ষতিগ্রস্ত',
      too_many: 'গ্রহণ বাকি %{n}টির বেশি',
      nothing_left: 'গ্রহণ করার মতো কিছু বাকি নেই।',
      everything: 'সব গ্রহণ করুন',
      confirm: 'গ্রহণ করুন',
      done: 'ট্রান্সফার সফলভাবে গৃহীত হয়েছে',
    },
  },
};

export default transfersBn;
