/** Bangla of settlements.en.ts. */
const settlementsBn = {
  settlements: {
    couriers: {
      manual: 'নিজস্ব (নিজের রাইডার)',
      steadfast: 'স্টেডফাস্ট',
      pathao: 'পাঠাও',
      redx: 'রেডএক্স',
    },
    owed: {
      totals: 'মোট পাওনা:',
      none: 'কোনো কুরিয়ারের কাছে কিছু পাওনা নেই।',
      total: '%{courier}: %{smart_count}টি পার্সেলের %{amount} |||| %{courier}: %{smart_count}টি পার্সেলের %{amount}',
    },
    payout: {
      title: '%{courier}-এর %{smart_count}টি পার্সেলের পেআউট লিখুন |||| %{courier}-এর %{smart_count}টি পার্সেলের পেআউট লিখুন',
      title_plain: 'পেআউট লিখুন',
      one_courier: 'একটি পেআউট একটি কুরিয়ারের: এই পার্সেলগুলো %{couriers}-এর কাছে। কুরিয়ার দিয়ে তালিকা ফিল্টার করে আবার বাছুন।',
      fees: 'কুরিয়ারের রাখা ফি',
      fees_help: 'টাকায়; কুরিয়ার কিছু না রাখলে ০।',
      fees_invalid: 'সর্বোচ্চ দুই দশমিক ঘরের টাকার পরিমাণ লিখুন',
      fees_over: 'ফি সংগৃহীত টাকার বেশি হতে পারে না',
      reference: 'কুরিয়ারের রেফারেন্স',
      notes: 'নোট',
      figures: 'পেআউটের হিসাব',
      collected: '%{smart_count}টি পার্সেলে সংগৃহীত |||| %{smart_count}টি পার্সেলে সংগৃহীত',
      remitted: 'দোকানে পাঠানো টাকা',
      save: 'পেআউট লিখুন',
      done: 'পেআউট %{number} লেখা হয়েছে: %{amount} পাঠানো হয়েছে, অর্ডারগুলো পরিশোধিত',
    },
    read: {
      button: 'পেআউট পড়ুন',
      help: 'এখনই কুরিয়ারদের পেআউট জেনে নিন এবং যেগুলো মেলানো হয়নি সেগুলো নিষ্পত্তি করুন',
      nothing: 'মেলানোর মতো নতুন কোনো পেআউট নেই',
      done: '%{smart_count}টি পেআউট মেলানো হয়েছে |||| %{smart_count}টি পেআউট মেলানো হয়েছে',
      differences: 'একটিতে দেখার মতো পার্থক্য আছে |||| %{smart_count}টিতে দেখার মতো পার্থক্য আছে',
      failed: '%{courier} পড়া যায়নি: %{error}',
    },
    differences: {
      title: 'দোকানের প্রত্যাশার সাথে যা মেলেনি',
      none: 'কোনো পার্থক্য নেই: প্রতিটি পার্সেলের টাকা প্রত্যাশামতো এসেছে।',
      unreadable: 'পার্থক্যগুলো পড়া যায়নি।',
      kind: 'পার্থক্য',
      order: 'অর্ডার',
      consignment: 'কনসাইনমেন্ট',
      expected: 'প্রত্যাশিত',
      actual: 'কুরিয়ারের পেআউট',
      kinds: {
        short: 'কম পরিশোধ',
        over: 'প্রত্যাশার বেশি পরিশোধ',
        charged_twice: 'দুবার ধরা হয়েছে',
        missing: 'পেআউটে নেই',
        unknown: 'আমাদের পার্সেল নয়',
        not_delivered: 'এখনো ডেলিভারি হয়নি',
        not_payable: 'অর্ডার বাতিল বা আগেই পরিশোধিত',
        fee: 'প্রত্যাশার চেয়ে ভিন্ন ফি',
      },
    },
  },
};

export default settlementsBn;
