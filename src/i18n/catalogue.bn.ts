/** Bangla of catalogue.en.ts. */
const catalogueBn = {
  catalogue: {
    variants: {
      table: 'ভ্যারিয়েন্ট',
      name: 'নাম',
      cost: 'ক্রয় মূল্য',
      price: 'বিক্রয় মূল্য',
      stock: 'স্টক',
      sku: 'এসকেইউ',
      barcode: 'বারকোড',
      images: 'ছবি',
      cell: '%{variant} এর %{column}',
      images_of: '%{variant} এর ছবি: ৬টির মধ্যে %{count}টি',
      images_title: '%{variant} এর ছবি',
      image_n: '%{name} এর ছবি %{n}',
      remove_image_n: '%{name} এর ছবি %{n} সরান',
      add_image: 'ছবি যোগ করুন',
      image_limit: '%{limit}টির মধ্যে %{count}টি ছবি',
      all_value: 'সবার জন্য %{column}',
      apply_all: 'সবগুলোতে প্রয়োগ করুন',
      apply_all_named: 'সব ভ্যারিয়েন্টে %{column} প্রয়োগ করুন',
      summary: '%{smart_count}টি ভ্যারিয়েন্ট, মোট স্টক %{stock} |||| %{smart_count}টি ভ্যারিয়েন্ট, মোট স্টক %{stock}',
      empty: 'ভ্যারিয়েন্ট তৈরি করতে সাইজ ও রং বেছে নিন।',
      stock_sum: 'স্টক হলো ভ্যারিয়েন্টগুলোর যোগফল: %{stock}',
    },
  },
};

export default catalogueBn;
