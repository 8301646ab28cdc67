import { latinDigits } from './digits';

/**
 * The words of a message with where each stands in it, so every read field
 * can name the text it came from. Digits and letters are separate words
 * ("২টা" is "2" and "টা", "x2" is "x" and "2"): counts and sizes are written
 * against their words as often as apart.
 */
export interface Token {
  /** As typed, Bangla digits made Latin. */
  text: string;
  /** Lower case, NFC (a Bangla letter typed with or without its dot below is one), for comparing. */
  norm: string;
  start: number;
  end: number;
  number: boolean;
}

/** Letters with their marks and the joiners Bangla keyboards put between them, or a run of digits. */
const WORD = /\p{N}+|[\p{L}\p{M}\u200c\u200d]+/gu;

export const normWord = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .toLowerCase();

export function tokenize(text: string, offset = 0): Token[] {
  const latin = latinDigits(text);
  return [...latin.matchAll(WORD)].map((m) => ({
    text: m[0],
    norm: normWord(m[0]),
    start: offset + m.index,
    end: offset + m.index + m[0].length,
    number: /^\d+$/.test(m[0]),
  }));
}

/** A piece of a message between line breaks, commas and the like: where one field usually ends and the next starts. */
export interface Segment {
  start: number;
  end: number;
  text: string;
}

/** Line breaks, commas, a sentence's full stop, a dash between spaces ("… 01911000222 - Kamrul"). */
const PIECES = /[\n,،;।|!?]+|\.(?=\s|$)|\s[-–—]\s/g;

export function segments(text: string, splitter = PIECES): Segment[] {
  const found: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(splitter)) {
    found.push({ start: at, end: m.index, text: text.slice(at, m.index) });
    at = m.index + m[0].length;
  }
  found.push({ start: at, end: text.length, text: text.slice(at) });
  return found.filter((s) => s.text.trim() !== '');
}
