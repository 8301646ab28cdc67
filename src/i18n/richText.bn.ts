/** Bangla of the rich-text editor's toolbar and colour swatches (keys as in richText.en.ts). */
const richTextBn = {
  ra: {
    tiptap: {
      align_left: 'বাঁয়ে সাজান',
      align_right: 'ডানে সাজান',
      align_center: 'মাঝখানে সাজান',
      align_justify: 'দুই পাশে সমান করুন',
      blockquote: 'উদ্ধৃতি',
      bold: 'গাঢ়',
      italic: 'বাঁকা',
      underline: 'নিচে দাগ',
      strike: 'কেটে দেওয়া',
      code: 'কোড',
      clear_format: 'ফরম্যাট মুছুন',
      color: 'লেখার রং',
      highlight: 'হাইলাইট',
      image: 'ছবি',
      image_dialog: 'ছবির ঠিকানা (URL)',
      link: 'লিংক যোগ করুন',
      list_bulleted: 'বুলেট তালিকা',
      list_numbered: 'নম্বর দেওয়া তালিকা',
      paragraph: 'সাধারণ',
      heading1: 'শিরোনাম ১',
      heading2: 'শিরোনাম ২',
      heading3: 'শিরোনাম ৩',
      heading4: 'শিরোনাম ৪',
      heading5: 'শিরোনাম ৫',
      heading6: 'শিরোনাম ৬',
      select_level: 'লেখার ধরন বাছুন',
      current_level: 'বর্তমান ধরন',
    },
  },
  engine: {
    rich_text: {
      colors: 'লেখার রং',
      highlights: 'হাইলাইটের রং',
      swatch: '%{color} %{shade}',
      color: { grey: 'ধূসর', red: 'লাল', orange: 'কমলা', yellow: 'হলুদ', green: 'সবুজ', blue: 'নীল', purple: 'বেগুনি' },
    },
  },
};

export default richTextBn;
