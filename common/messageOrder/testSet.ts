import type { MessageProduct } from './catalogue';

/**
 * Messages written for the reader's tests and benchmark: the way customers
 * write to the shop's page and WhatsApp, in Bangla, English and Banglish,
 * with Bangla and Latin digits, several items, and fields left out. Each has
 * what a careful person reads from it: `null` where the message does not say
 * it, or says it in a way that needs staff (two products fit, a place two
 * districts share), which the reader must leave unread.
 */

const variants = (prefix: string, names: string[]) => names.map((name, i) => ({ id: `${prefix}-v${i + 1}`, name }));

export const TEST_CATALOGUE: MessageProduct[] = [
  {
    id: 'p1',
    name: 'Cotton Panjabi',
    nameBn: 'সুতি পাঞ্জাবি',
    sku: 'PJ-101',
    barcode: '2000000001011',
    variants: variants('p1', ['M-Blue', 'M-White', 'L-Blue', 'L-White', 'XL-Blue', 'XL-White']),
  },
  { id: 'p2', name: 'Silk Panjabi', nameBn: 'সিল্ক পাঞ্জাবি', sku: 'PJ-202', variants: variants('p2', ['L-Black', 'L-Maroon', 'XL-Black', 'XL-Maroon']) },
  { id: 'p3', name: 'Printed Saree', nameBn: 'প্রিন্ট শাড়ি', sku: 'SR-301', barcode: '2000000003015', variants: variants('p3', ['Red', 'Green']) },
  {
    id: 'p4',
    name: 'Linen Shirt',
    nameBn: 'লিনেন শার্ট',
    sku: 'SH-401',
    variants: variants('p4', ['S-White', 'M-White', 'L-White', 'M-Sky Blue', 'L-Sky Blue']),
  },
  { id: 'p5', name: 'Denim Jeans', nameBn: 'ডেনিম জিন্স', sku: 'JN-501', variants: variants('p5', ['30', '32', '34', '36']) },
  { id: 'p6', name: 'Three Piece', nameBn: 'থ্রি পিস', sku: 'TP-601', variants: variants('p6', ['Pink', 'Yellow', 'Green']) },
  { id: 'p7', name: 'Hijab', nameBn: 'হিজাব', sku: 'HJ-701', barcode: '2000000007013', variants: [] },
  { id: 'p8', name: 'Cotton Lungi', nameBn: 'সুতি লুঙ্গি', sku: 'LG-801', variants: [] },
];

export interface ExpectedItem {
  /** The product's SKU, or null for an item the reader must leave unread (two products fit, none does). */
  sku: string | null;
  /** The variant's name, or null when the product has none or the message does not choose one. */
  variant: string | null;
  /** Null when no count is given. */
  quantity: number | null;
}

export interface TestMessage {
  text: string;
  phone: string | null;
  name: string | null;
  /** District and thana by their English names in common/places. */
  district: string | null;
  thana: string | null;
  items: ExpectedItem[];
}

const item = (sku: string | null, variant: string | null, quantity: number | null): ExpectedItem => ({ sku, variant, quantity });

export const TEST_MESSAGES: TestMessage[] = [
  {
    text: 'নাম: রহিম, ০১৭১২-৩৪৫৬৭৮, মিরপুর ১০ ঢাকা, নীল পাঞ্জাবি L ২টা',
    phone: '01712345678',
    name: 'রহিম',
    district: 'Dhaka',
    thana: 'Mirpur',
    items: [item('PJ-101', 'L-Blue', 2)],
  },
  {
    text: 'Name: Karim Ahmed\nPhone: +880 1812 345678\nAddress: House 12, Road 5, Dhanmondi, Dhaka\nPJ-101 M-White x2',
    phone: '01812345678',
    name: 'Karim Ahmed',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    items: [item('PJ-101', 'M-White', 2)],
  },
  {
    text: 'vai ekta panjabi lagbe L size\n01912345678\nUttara sector 7',
    phone: '01912345678',
    name: null,
    district: 'Dhaka',
    thana: null,
    items: [item(null, null, 1)],
  },
  {
    text: 'আসসালামু আলাইকুম আপু\nআমার নাম সুমাইয়া আক্তার\n০১৬১১২২৩৩৪৪\nগ্রাম: বাঁশবাড়িয়া, সীতাকুণ্ড, চট্টগ্রাম\nপ্রিন্ট শাড়ি লাল ১টা',
    phone: '01611223344',
    name: 'সুমাইয়া আক্তার',
    district: 'Chattogram',
    thana: 'Sitakunda',
    items: [item('SR-301', 'Red', 1)],
  },
  {
    text: 'Rafiq Islam, 01711000111, Gulshan 2 Dhaka, silk panjabi black XL 1 pcs, cotton lungi 2 pcs',
    phone: '01711000111',
    name: 'Rafiq Islam',
    district: 'Dhaka',
    thana: 'Gulshan',
    items: [item('PJ-202', 'XL-Black', 1), item('LG-801', null, 2)],
  },
  {
    text: 'jeans 32 size 2ta dien. 01555-123456. Mohammadpur, Dhaka',
    phone: '01555123456',
    name: null,
    district: 'Dhaka',
    thana: 'Mohammadpur',
    items: [item('JN-501', '32', 2)],
  },
  {
    text: 'আমি তানিয়া\nফোন ০১৩১২৩৪৫৬৭৮\nঠিকানা: সাভার, ঢাকা\nথ্রি পিস গোলাপি দুইটা আর হিজাব একটা',
    phone: '01312345678',
    name: 'তানিয়া',
    district: 'Dhaka',
    thana: 'Savar',
    items: [item('TP-601', 'Pink', 2), item('HJ-701', null, 1)],
  },
  {
    text: 'Hijab 3 pcs. Sylhet Zindabazar. 01722 333 444',
    phone: '01722333444',
    name: null,
    district: 'Sylhet',
    thana: null,
    items: [item('HJ-701', null, 3)],
  },
  {
    text: 'linen shirt M sky blue qty 3\nname - Tanvir\n8801755667788\nAgrabad, Chittagong',
    phone: '01755667788',
    name: 'Tanvir',
    district: 'Chattogram',
    thana: null,
    items: [item('SH-401', 'M-Sky Blue', 3)],
  },
  {
    text: 'সাদা সুতি পাঞ্জাবি XL ১টা, সুতি লুঙ্গি ২টা\nনাম: জামাল উদ্দিন\nমোবাইল: ০১৯১১-২২২৩৩৩\nবগুড়া সদর, বগুড়া',
    phone: '01911222333',
    name: 'জামাল উদ্দিন',
    district: 'Bogura',
    thana: 'Bogra Sadar',
    items: [item('PJ-101', 'XL-White', 1), item('LG-801', null, 2)],
  },
  {
    text: 'Assalamualaikum. Ekta hijab r ekta saree sobuj. Address Kushtia sadar. Mob 01811999888',
    phone: '01811999888',
    name: null,
    district: 'Kushtia',
    thana: 'Kushtia Sadar',
    items: [item('HJ-701', null, 1), item('SR-301', 'Green', 1)],
  },
  {
    text: 'Mitu\n01700112233\nRajshahi\nthree piece yellow',
    phone: '01700112233',
    name: 'Mitu',
    district: 'Rajshahi',
    thana: null,
    items: [item('TP-601', 'Yellow', null)],
  },
  {
    text: 'পাঞ্জাবি চাই, দাম কত?',
    phone: null,
    name: null,
    district: null,
    thana: null,
    items: [item(null, null, null)],
  },
  {
    text: 'Name: Nasrin\n017-1234-5678\nBanani, Dhaka 1213\n2000000003015 x1',
    phone: '01712345678',
    name: 'Nasrin',
    district: 'Dhaka',
    thana: 'Banani',
    items: [item('SR-301', null, 1)],
  },
  {
    text: 'আমার নাম হাসান, নম্বর 01612-000111, টাঙ্গাইল সদর, টাঙ্গাইল। ডেনিম জিন্স ৩৪ সাইজ ১টা',
    phone: '01612000111',
    name: 'হাসান',
    district: 'Tangail',
    thana: 'Tangail Sadar',
    items: [item('JN-501', '34', 1)],
  },
  {
    text: 'bhai 2ta kalo panjabi XL lagbe. 01999888777. Khulna',
    phone: '01999888777',
    name: null,
    district: 'Khulna',
    thana: null,
    items: [item('PJ-202', 'XL-Black', 2)],
  },
  {
    text: 'Sabbir Hossain\n01515 000 999\nNarayanganj\nHJ-701 2 pcs, LG-801 1 pcs',
    phone: '01515000999',
    name: 'Sabbir Hossain',
    district: 'Narayanganj',
    thana: null,
    items: [item('HJ-701', null, 2), item('LG-801', null, 1)],
  },
  {
    text: 'মিরপুর থেকে বলছি, নীল শাড়ি একটা দিবেন। ০১৮৪৪৫৫৬৬৭৭',
    phone: '01844556677',
    name: null,
    district: null,
    thana: null,
    items: [item('SR-301', null, 1)],
  },
  {
    text: 'Order: Cotton panjabi M blue 1, Linen shirt L white 1\nRubel, 01733-445566, Cumilla',
    phone: '01733445566',
    name: 'Rubel',
    district: 'Comilla',
    thana: null,
    items: [item('PJ-101', 'M-Blue', 1), item('SH-401', 'L-White', 1)],
  },
  {
    text: 'আপু একটা হিজাব দিয়েন, ঠিকানা: কুমিল্লা, ফোন: ০১৭১২৩৪৫৬৭',
    phone: null,
    name: null,
    district: 'Comilla',
    thana: null,
    items: [item('HJ-701', null, 1)],
  },
  {
    text: 'name: Farhana\n01711223344 / 01811223344\nBashundhara R/A, Dhaka\nthree piece green 1ta',
    phone: null,
    name: 'Farhana',
    district: 'Dhaka',
    thana: null,
    items: [item('TP-601', 'Green', 1)],
  },
  {
    text: 'প্রিন্ট শাড়ি ২টি (লাল)\nরাজিয়া বেগম\n+৮৮০১৭৮৮৯৯০০১১\nবরিশাল',
    phone: '01788990011',
    name: 'রাজিয়া বেগম',
    district: 'Barisal',
    thana: null,
    items: [item('SR-301', 'Red', 2)],
  },
  {
    text: 'Jeans 30, 01677-889900, Feni',
    phone: '01677889900',
    name: null,
    district: 'Feni',
    thana: null,
    items: [item('JN-501', '30', null)],
  },
  {
    text: 'Salam vai. Ami Jubayer. 01922334455. Tongi, Gazipur. Silk panjabi maroon L 1ta',
    phone: '01922334455',
    name: 'Jubayer',
    district: 'Gazipur',
    thana: null,
    items: [item('PJ-202', 'L-Maroon', 1)],
  },
  {
    text: 'লিনেন শার্ট সাদা মিডিয়াম ১টা\nনাম: অনিক\n০১৫৫৫-৬৬৬৭৭৭\nধানমন্ডি ৩২, ঢাকা',
    phone: '01555666777',
    name: 'অনিক',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    items: [item('SH-401', 'M-White', 1)],
  },
  {
    text: 'cotton panjabi XXL 1ta. Rony, 01812000333, Savar',
    phone: '01812000333',
    name: 'Rony',
    district: 'Dhaka',
    thana: 'Savar',
    items: [item('PJ-101', null, 1)],
  },
  {
    text: 'হিজাব ৫টা পাঠান। নাম সাবরিনা। মোবাইল ০১৭৪৪১১২২৩৩। যশোর সদর, যশোর',
    phone: '01744112233',
    name: 'সাবরিনা',
    district: 'Jashore',
    thana: 'Jessore Sadar',
    items: [item('HJ-701', null, 5)],
  },
  {
    text: 'Please send 1 hijab and 2 cotton lungi to House 5, Road 3, Sector 4, Uttara. Contact 01911000222. - Kamrul',
    phone: '01911000222',
    name: 'Kamrul',
    district: 'Dhaka',
    thana: null,
    items: [item('HJ-701', null, 1), item('LG-801', null, 2)],
  },
  {
    text: 'আমার একটা L সাইজ লাগবে\n০১৬৭৭১২৩৪৫৬',
    phone: '01677123456',
    name: null,
    district: null,
    thana: null,
    items: [item(null, null, null)],
  },
  {
    text: 'Name: Shakil\nPhone: 01711555666\nAddress: Motijheel, Dhaka\nItems: PJ-202 XL-Maroon x1, SR-301 Green x2',
    phone: '01711555666',
    name: 'Shakil',
    district: 'Dhaka',
    thana: 'Motijheel',
    items: [item('PJ-202', 'XL-Maroon', 1), item('SR-301', 'Green', 2)],
  },
  {
    text: 'দুইটা সুতি পাঞ্জাবি, একটা মিডিয়াম নীল আর একটা লার্জ সাদা। ০১৭০০০০০০০১। খিলগাঁও, ঢাকা',
    phone: '01700000001',
    name: null,
    district: 'Dhaka',
    thana: 'Khilgaon',
    // Two variants of one product, each with its count: more than the reader follows (it reads one item, unclear).
    items: [item('PJ-101', 'M-Blue', 1), item('PJ-101', 'L-White', 1)],
  },
  {
    text: 'Tasnim\n01322-334455\nMymensingh sadar, Mymensingh\nthree piece pink 1ta, hijab 2ta',
    phone: '01322334455',
    name: 'Tasnim',
    district: 'Mymensingh',
    thana: 'Mymensingh Sadar',
    items: [item('TP-601', 'Pink', 1), item('HJ-701', null, 2)],
  },
  {
    text: 'ভাইয়া ৪২ সাইজের পাঞ্জাবি আছে? থাকলে ১টা দিয়েন',
    phone: null,
    name: null,
    district: null,
    thana: null,
    items: [item(null, null, 1)],
  },
  {
    text: 'শাড়ি সবুজ ১টা\nসুমি\n01911-445566\nরংপুর',
    phone: '01911445566',
    name: 'সুমি',
    district: 'Rangpur',
    thana: null,
    items: [item('SR-301', 'Green', 1)],
  },
  {
    text: 'Name- Mahfuz Rahman, 01766-554433, Cox’s Bazar, linen shirt S white 2 pcs',
    phone: '01766554433',
    name: 'Mahfuz Rahman',
    district: 'Coxsbazar',
    thana: null,
    items: [item('SH-401', 'S-White', 2)],
  },
  {
    text: '2000000007013 ২টা\n০১৮১৯৮৮৭৭৬৬\nলালবাগ, ঢাকা',
    phone: '01819887766',
    name: null,
    district: 'Dhaka',
    thana: 'Lalbagh',
    items: [item('HJ-701', null, 2)],
  },
  {
    text: 'hi, I need a silk panjabi L black and a denim jeans 36. Name: Arif. 01888777666. Sirajganj',
    phone: '01888777666',
    name: 'Arif',
    district: 'Sirajganj',
    thana: null,
    items: [item('PJ-202', 'L-Black', null), item('JN-501', '36', null)],
  },
  {
    text: 'নাম: শিরিন আক্তার\nমোবাইল: +880 1712-000999\nঠিকানা: বাসা ১৪, রোড ২, ব্লক সি, মিরপুর ১২, ঢাকা\nসুতি পাঞ্জাবি এম সাদা ৩টা',
    phone: '01712000999',
    name: 'শিরিন আক্তার',
    district: 'Dhaka',
    thana: 'Mirpur',
    items: [item('PJ-101', 'M-White', 3)],
  },
  {
    text: 'Lungi 1 ta, panjabi silk 1 ta XL maroon. Nobab, 01622 111 222, Pabna',
    phone: '01622111222',
    name: 'Nobab',
    district: 'Pabna',
    thana: null,
    items: [item('LG-801', null, 1), item('PJ-202', 'XL-Maroon', 1)],
  },
  {
    text: 'থ্রি পিস হলুদ ২ পিস, ঠিকানা নোয়াখালী, ০১৯৯৯-১২৩১২৩, নাম লাবণ্য',
    phone: '01999123123',
    name: 'লাবণ্য',
    district: 'Noakhali',
    thana: null,
    items: [item('TP-601', 'Yellow', 2)],
  },
  {
    text: 'Rina\n01512 345 678\nDinajpur\nSR-301 red',
    phone: '01512345678',
    name: 'Rina',
    district: 'Dinajpur',
    thana: null,
    items: [item('SR-301', 'Red', null)],
  },
  {
    text: 'আমার দুইটা শার্ট লাগবে এল সাইজ সাদা\n০১৭১১৯৯৮৮৭৭\nকেরানীগঞ্জ, ঢাকা',
    phone: '01711998877',
    name: null,
    district: 'Dhaka',
    thana: 'Keraniganj',
    items: [item('SH-401', 'L-White', 2)],
  },
  {
    text: 'ekta hijab. 01300112233',
    phone: '01300112233',
    name: null,
    district: null,
    thana: null,
    items: [item('HJ-701', null, 1)],
  },
  {
    text: 'Moushumi, 01844-001122, Tejgaon, Dhaka 1215, printed saree red x1, hijab x1',
    phone: '01844001122',
    name: 'Moushumi',
    district: 'Dhaka',
    thana: 'Tejgaon',
    items: [item('SR-301', 'Red', 1), item('HJ-701', null, 1)],
  },
  // Written after the reader was tuned on the ones above, and kept as they scored.
  {
    text: 'আসসালামু আলাইকুম। আমি রুমানা, উত্তরা ১১ নম্বর সেক্টর, ঢাকা। হিজাব ৩টা আর থ্রি পিস সবুজ ১টা। ০১৭৮৫-৬৬৭৭৮৮',
    phone: '01785667788',
    name: 'রুমানা',
    district: 'Dhaka',
    thana: null,
    items: [item('HJ-701', null, 3), item('TP-601', 'Green', 1)],
  },
  {
    text: 'Bro denim jeans 34 size 1 ta & 32 size 1 ta. Mohakhali DOHS, Dhaka. 01612345999 (Tanim)',
    phone: '01612345999',
    name: 'Tanim',
    district: 'Dhaka',
    thana: null,
    items: [item('JN-501', '34', 1), item('JN-501', '32', 1)],
  },
  {
    text: 'লুঙ্গি ২টা চাই\nনাম: মোঃ আলমগীর\nগ্রাম: চরপাড়া, থানা: ভালুকা, জেলা: ময়মনসিংহ\n০১৯৩৩-৪৪৫৫৬৬',
    phone: '01933445566',
    name: 'মোঃ আলমগীর',
    district: 'Mymensingh',
    thana: 'Bhaluka',
    items: [item('LG-801', null, 2)],
  },
  {
    text: 'shirt sky blue L 2 pcs\nAnwar\n01755-000111\nHalishahar, Chattogram',
    phone: '01755000111',
    name: 'Anwar',
    district: 'Chattogram',
    thana: 'Halishahar',
    items: [item('SH-401', 'L-Sky Blue', 2)],
  },
];
