/**
 * Digits and counted words as customers type them in a message: Bangla digits
 * (০ to ৯) turned Latin one character for one, so a span found in the
 * converted text is the same span in the message as pasted.
 */

const BANGLA_ZERO = 0x09e6;

/** Bangla digits as Latin digits; every other character is kept, so indexes do not move. */
export function latinDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
}

/** Counting words in Bangla, Banglish and English, as a count is said before its classifier ("দুই টা", "dui ta"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  এক: 1,
  দুই: 2,
  দু: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
  ছয়: 6,
  ek: 1,
  dui: 2,
  du: 2,
  tin: 3,
  teen: 3,
  char: 4,
  pach: 5,
  panch: 5,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

/** The classifier said after a count: "২টা", "2টি", "duita", "2 pcs", "৩ পিস". */
const CLASSIFIER = /^(টা|টি|টো|খানা|পিস|ta|ti|to|pcs|pc|piece|pieces|pis|khana)$/;
/** A classifier joined to a counting word: "দুইটা", "একটি", "ekta", "duto". */
const JOINED_CLASSIFIER = /(টা|টি|টো|খানা|ta|ti|to|ta)$/;

export const isClassifier = (word: string): boolean => CLASSIFIER.test(word);

/** The count a word says alone ("one") or with its classifier joined ("দুইটা", "ekta"); null for any other word. */
export function countWord(word: string, joinedOnly = false): number | null {
  const stem = word.replace(JOINED_CLASSIFIER, '');
  if (stem !== word && stem in NUMBER_WORDS) return NUMBER_WORDS[stem];
  if (!joinedOnly && /^(one|two|three|four|five|six)$/.test(word)) return NUMBER_WORDS[word];
  return null;
}

/** A counting word that needs a classifier after it to be a count ("এক টা", "dui ta"). */
export const bareCountWord = (word: string): number | null => (word in NUMBER_WORDS ? NUMBER_WORDS[word] : null);
