import { normWord } from './tokens';

/**
 * The words a message names its items with, in Bangla, Banglish and English,
 * each to one English word: a colour, a size or a word of a product's name
 * compares as that word whichever way it was written.
 */

const group = (canonical: string, words: string[]): [string, string][] => [canonical, ...words].map((w) => [normWord(w), canonical]);

const COLOURS = new Map<string, string>([
  ...group('blue', ['nil', 'neel', 'নীল', 'blu']),
  ...group('red', ['lal', 'laal', 'লাল']),
  ...group('black', ['kalo', 'kala', 'কালো', 'কাল']),
  ...group('white', ['sada', 'shada', 'সাদা']),
  ...group('green', ['sobuj', 'sabuj', 'shobuj', 'সবুজ']),
  ...group('yellow', ['holud', 'হলুদ']),
  ...group('pink', ['golapi', 'gulapi', 'গোলাপি', 'গোলাপী']),
  ...group('maroon', ['merun', 'মেরুন']),
  ...group('sky blue', ['akashi', 'akashy', 'আকাশি', 'আকাশী']),
  ...group('navy', ['নেভি']),
  ...group('grey', ['gray', 'ash', 'ছাই', 'ধূসর', 'অ্যাশ']),
  ...group('orange', ['komola', 'কমলা']),
  ...group('purple', ['beguni', 'বেগুনি', 'বেগুনী']),
  ...group('cream', ['ক্রিম']),
  ...group('brown', ['badami', 'বাদামি', 'বাদামী']),
  ...group('golden', ['gold', 'sonali', 'সোনালি', 'সোনালী']),
]);

/** The English colour a word names ("নীল" → blue), or null. */
export const colourOf = (word: string): string | null => COLOURS.get(normWord(word)) ?? null;

/** A variant's colour as the reader compares it: "Sky Blue" and "আকাশি" are one. */
export const colourKey = (colour: string): string => colourOf(colour) ?? normWord(colour).replace(/[\s_-]+/g, ' ');

const SIZES = new Map<string, string>([
  ...group('s', ['small', 'স্মল', 'এস']),
  ...group('m', ['medium', 'মিডিয়াম', 'মিডিয়াম', 'এম']),
  ...group('l', ['large', 'লার্জ', 'এল']),
  ...group('xl', ['এক্সএল', 'এক্স-এল']),
  ...group('xxl', ['2xl', 'ডাবল']),
  ...group('xxxl', ['3xl']),
]);

/** The letter size a word names ("লার্জ" → l), or null; numeric sizes (৪২) are the product's to say. */
export const letterSizeOf = (word: string): string | null => SIZES.get(normWord(word)) ?? null;

/** A variant's size as the reader compares it: "L", "large" and "লার্জ" are one; "42" is itself. */
export const sizeKey = (size: string): string => letterSizeOf(size) ?? normWord(size);

/** Garment and fabric words written in Bangla or Banglish, to the English word a product name uses. */
const NAME_WORDS = new Map<string, string>([
  ...group('panjabi', ['punjabi', 'panjabee', 'pangabi', 'পাঞ্জাবি', 'পাঞ্জাবী']),
  ...group('saree', ['sari', 'shari', 'sharee', 'saree', 'শাড়ি', 'শাড়ী', 'শারি']),
  ...group('shirt', ['sart', 'shart', 'শার্ট']),
  ...group('jeans', ['jins', 'জিন্স', 'জিন্স']),
  ...group('pant', ['pants', 'প্যান্ট']),
  ...group('three', ['থ্রি', 'থ্রী', 'tree']),
  ...group('piece', ['পিস', 'pis', 'pc']),
  ...group('hijab', ['হিজাব']),
  ...group('lungi', ['লুঙ্গি', 'লুঙ্গী']),
  ...group('cotton', ['suti', 'shuti', 'সুতি', 'সুতী', 'কটন', 'koton']),
  ...group('silk', ['সিল্ক']),
  ...group('linen', ['লিনেন']),
  ...group('print', ['printed', 'প্রিন্ট', 'প্রিন্টেড']),
  ...group('denim', ['ডেনিম']),
  ...group('kurti', ['কুর্তি']),
  ...group('borka', ['burka', 'burqa', 'বোরকা', 'বোরখা']),
  ...group('orna', ['ওড়না', 'urna']),
  ...group('fatua', ['ফতুয়া']),
]);

/** A word of a product's name or of a message, as the two are compared. */
export const nameWord = (word: string): string => {
  const w = normWord(word);
  return NAME_WORDS.get(w) ?? w;
};

/**
 * Words that say nothing the order needs: greetings, asking, labels. They are
 * never a name, and are not listed among what was left unread.
 */
export const FILLER = new Set(
  [
    'vai bhai bhaia bhaiya ভাই ভাইয়া apu apa আপু আপা hi hello salam assalamu alaikum assalamualaikum',
    'আসসালামু আলাইকুম সালাম please plz pls lagbe লাগবে chai চাই order অর্ডার dite din দিন দেন den diben',
    'দিবেন দেবেন korte করতে koren করেন করবো korbo ki কি ace ache আছে delivery ডেলিভারি size সাইজ saiz',
    'thanks thank you ধন্যবাদ ok okay price দাম koto কত cash on taka টাকা tk send pathan পাঠান পাঠাবেন',
    'pathaben my number নম্বর নাম্বার phone ফোন mobile মোবাইল mob address ঠিকানা thikana name নাম nam',
    'amar আমার and আর ar o ও er এর te e a the is i want need qty quantity পরিমাণ color colour কালার রং',
    'rong kalar x ta ti টা টি pcs পিস amake আমাকে ekhane এখানে ei এই hobe হবে dorkar দরকার please pathiye',
    'পাঠিয়ে দিয়েন diyen dilam দিলাম বলছি bolchi contact from থেকে theke to for with sir madam bro dear',
    'good morning evening cod ফ্রি free',
  ]
    .join(' ')
    .split(' ')
    .map(normWord),
);

/** Words that mark the street part of an address ("House 12", "রোড ৫", "গ্রাম"). */
export const ADDRESS_WORDS = new Set(
  [
    'house h road rd block sector sec flat lane avenue goli para village vill gram post po thana ps',
    'upazila zila district bazar more mor tower building holding floor near city sadar house# bari basa',
    'বাসা বাড়ি বাড়ী রোড লেন ব্লক সেক্টর ফ্ল্যাট গ্রাম পোস্ট থানা জেলা উপজেলা বাজার মোড় পাড়া গলি হাউজ',
    'হোল্ডিং এভিনিউ টাওয়ার সদর তলা কাছে পাশে বিল্ডিং মসজিদ স্কুল কলেজ ইউনিয়ন',
  ]
    .join(' ')
    .split(' ')
    .map(normWord),
);
