/**
 * The metropolitan police thanas of Dhaka (DMP) and Chattogram (CMP), where a
 * city address names its place: the upazila lists (bd-geojs) stop at the
 * city's edge, and Dhaka's five upazilas hold none of Dhanmondi, Gulshan or
 * Mirpur. Names as DMP and CMP write them, in English and Bangla; `district`
 * is the district's id in bd-geojs (Dhaka 47, Chattogram 8).
 */
export const METRO_THANAS: readonly { district: string; en: string; bn: string }[] = [
  // Dhaka Metropolitan Police
  ...(
    [
      ['Adabor', 'আদাবর'],
      ['Badda', 'বাড্ডা'],
      ['Banani', 'বনানী'],
      ['Bangshal', 'বংশাল'],
      ['Bhashantek', 'ভাসানটেক'],
      ['Bimanbandar', 'বিমানবন্দর'],
      ['Cantonment', 'ক্যান্টনমেন্ট'],
      ['Chawkbazar', 'চকবাজার'],
      ['Dakshinkhan', 'দক্ষিণখান'],
      ['Darus Salam', 'দারুস সালাম'],
      ['Demra', 'ডেমরা'],
      ['Dhanmondi', 'ধানমন্ডি'],
      ['Gendaria', 'গেন্ডারিয়া'],
      ['Gulshan', 'গুলশান'],
      ['Hatirjheel', 'হাতিরঝিল'],
      ['Hazaribagh', 'হাজারীবাগ'],
      ['Jatrabari', 'যাত্রাবাড়ী'],
      ['Kadamtali', 'কদমতলী'],
      ['Kafrul', 'কাফরুল'],
      ['Kalabagan', 'কলাবাগান'],
      ['Kamrangirchar', 'কামরাঙ্গীরচর'],
      ['Khilgaon', 'খিলগাঁও'],
      ['Khilkhet', 'খিলক্ষেত'],
      ['Kotwali', 'কোতোয়ালী'],
      ['Lalbagh', 'লালবাগ'],
      ['Mirpur', 'মিরপুর'],
      ['Mohammadpur', 'মোহাম্মদপুর'],
      ['Motijheel', 'মতিঝিল'],
      ['Mugda', 'মুগদা'],
      ['New Market', 'নিউ মার্কেট'],
      ['Pallabi', 'পল্লবী'],
      ['Paltan', 'পল্টন'],
      ['Ramna', 'রমনা'],
      ['Rampura', 'রামপুরা'],
      ['Rupnagar', 'রূপনগর'],
      ['Sabujbagh', 'সবুজবাগ'],
      ['Shah Ali', 'শাহ আলী'],
      ['Shahbagh', 'শাহবাগ'],
      ['Shahjahanpur', 'শাহজাহানপুর'],
      ['Sher-e-Bangla Nagar', 'শেরেবাংলা নগর'],
      ['Shyampur', 'শ্যামপুর'],
      ['Sutrapur', 'সূত্রাপুর'],
      ['Tejgaon', 'তেজগাঁও'],
      ['Tejgaon Industrial Area', 'তেজগাঁও শিল্পাঞ্চল'],
      ['Turag', 'তুরাগ'],
      ['Uttara East', 'উত্তরা পূর্ব'],
      ['Uttara West', 'উত্তরা পশ্চিম'],
      ['Uttarkhan', 'উত্তরখান'],
      ['Vatara', 'ভাটারা'],
      ['Wari', 'ওয়ারী'],
    ] as const
  ).map(([en, bn]) => ({ district: '47', en, bn })),
  // Chattogram Metropolitan Police
  ...(
    [
      ['Akbar Shah', 'আকবর শাহ'],
      ['Bakalia', 'বাকলিয়া'],
      ['Bandar', 'বন্দর'],
      ['Bayezid Bostami', 'বায়েজিদ বোস্তামী'],
      ['Chandgaon', 'চান্দগাঁও'],
      ['Chawkbazar (Chattogram)', 'চকবাজার (চট্টগ্রাম)'],
      ['Double Mooring', 'ডবলমুরিং'],
      ['EPZ', 'ইপিজেড'],
      ['Halishahar', 'হালিশহর'],
      ['Karnaphuli', 'কর্ণফুলী'],
      ['Khulshi', 'খুলশী'],
      ['Kotwali (Chattogram)', 'কোতোয়ালী (চট্টগ্রাম)'],
      ['Pahartali', 'পাহাড়তলী'],
      ['Panchlaish', 'পাঁচলাইশ'],
      ['Patenga', 'পতেঙ্গা'],
      ['Sadarghat', 'সদরঘাট'],
    ] as const
  ).map(([en, bn]) => ({ district: '8', en, bn })),
];
