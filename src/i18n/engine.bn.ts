/**
 * Bangla messages of the engine for the shell and common actions. Missing
 * keys fall back to English through the shell's provider. The list engineer
 * owns `engine.list`, the form engineer `engine.form` and `engine.show`.
 */
const engineBn = {
  engine: {
    list: {
      add: '%{name} যোগ করুন',
      export: 'এক্সপোর্ট',
      refresh: 'রিফ্রেশ',
      search: 'খুঁজুন',
      search_button: 'খোঁজ চালান',
      result_count: '%{smart_count}টি ফলাফল',
      page_of: 'পৃষ্ঠা %{page} / %{pages}',
      loading: 'লোড হচ্ছে',
      selection: {
        count: '%{smart_count}টি আইটেম নির্বাচিত',
        select_row: 'এই সারি নির্বাচন করুন',
      },
      empty: {
        title: 'কোনো ফলাফল পাওয়া যায়নি।',
        hint: 'এই অনুসন্ধানে কোনো ফলাফল নেই। অন্য ফিল্টার ব্যবহার করে দেখুন।',
      },
      error: {
        title: 'ডেটা আনতে সমস্যা হয়েছে।',
        hint: 'ডেটা আনার সময় একটি সমস্যা হয়েছে। অনুগ্রহ করে পৃষ্ঠাটি রিফ্রেশ করুন।',
      },
      notify: {
        updated: 'আইটেম সফলভাবে হালনাগাদ হয়েছে',
        deleted: '%{name} সফলভাবে মুছে ফেলা হয়েছে',
        copied: '%{name} সফলভাবে কপি হয়েছে',
        batch_updated: 'নির্বাচিত আইটেম সফলভাবে হালনাগাদ হয়েছে',
        error: 'ডেটা লোড করা যায়নি',
        columns_saved: 'কলাম সংরক্ষিত হয়েছে',
      },
      filters: {
        label: 'ফিল্টার',
        open: '%{name} দিয়ে ফিল্টার',
        apply: 'প্রয়োগ করুন',
        clear_all: 'ফিল্টার মুছুন',
        remove: '%{name} ফিল্টার সরান',
        choice: 'শর্ত',
        true: 'সত্য',
        false: 'মিথ্যা',
        value: 'মান',
        from: 'থেকে',
        to: 'পর্যন্ত',
        date: 'তারিখ',
        count: 'সংখ্যা',
        unit: 'একক',
        days: 'দিন',
        months: 'মাস',
        contains: 'রয়েছে',
        options: 'বিকল্প',
        no_options: 'কোনো বিকল্প নেই',
        date_choices: {
          last: 'গত',
          equal: 'সমান',
          between: 'মধ্যে',
          after: 'এই দিন বা পরে',
          before: 'আগে',
        },
        range_choices: {
          equal: 'সমান',
          between: 'মধ্যে',
          gt: 'এর বেশি',
          lt: 'এর কম',
        },
      },
      columns: {
        button: 'কলাম',
        title: 'কলাম বাছাই করুন',
        apply: 'প্রয়োগ করুন',
        min: 'অন্তত ২টি ফিল্ড নির্বাচন করুন',
      },
      export_dialog: {
        title: 'এক্সপোর্ট',
        fields: 'ফিল্ড',
        format: 'ফরম্যাট',
        min: 'অন্তত ২টি ফিল্ড নির্বাচন করুন',
        pdf_max: 'PDF-এ সর্বোচ্চ ৫টি ফিল্ড এক্সপোর্ট করা যায়',
        submit: 'ডাউনলোড',
      },
      row_menu: {
        open: 'কাজসমূহ',
        confirm_title: 'আপনি কি নিশ্চিত?',
        confirm: 'নিশ্চিত করুন',
        cancel: 'বাতিল',
        value: 'নতুন মান',
      },
      bulk: {
        menu: 'একসাথে কাজ',
        choose: 'একটি মান বাছাই করুন',
      },
      cell: {
        yes: 'হ্যাঁ',
        no: 'না',
        open_link: 'লিংক খুলুন',
        download: 'ফাইল ডাউনলোড',
      },
    },
    form: {},
    show: {},
  },
};

export default engineBn;
