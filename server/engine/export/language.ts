import resourceSpecBn from '../../../common/resourceSpecBn';

/** The words of an export (headers, titles, Yes/No, page numbers) in the requester's language. */
export interface ExportWords {
  (english: string): string;
  /** A printed page's number ("Page 3", "পাতা 3": figures in an export keep Latin digits). */
  page(n: number): string;
}

export const englishWords: ExportWords = Object.assign((text: string) => text, { page: (n: number) => `Page ${n}` });
const bangla: ExportWords = Object.assign((text: string) => resourceSpecBn[text] ?? text, { page: (n: number) => `পাতা ${n}` });

/**
 * `Accept-Language: bn` (the admin app sends its chosen language) writes an
 * export's headers, title and Yes/No in Bangla, through the same dictionary
 * the screens use (common/resourceSpecBn.ts); anything it does not hold stays
 * English. Values people typed and figures stay as they are, so a spreadsheet
 * can still add them up and the products CSV can be imported again.
 */
export function exportWords(acceptLanguage: string | undefined): ExportWords {
  return requestLanguage(acceptLanguage) === 'bn' ? bangla : englishWords;
}

/** The requester's language from its first Accept-Language entry: Bangla (`bn`, `bn-BD`) or English. */
export function requestLanguage(acceptLanguage: string | undefined): 'en' | 'bn' {
  const first = (acceptLanguage ?? '').split(',')[0].trim().toLowerCase();
  return first === 'bn' || first.startsWith('bn-') ? 'bn' : 'en';
}
