import { ADDRESS_WORDS, FILLER, colourOf, letterSizeOf, nameWord } from './words';
import { type Segment, tokenize } from './tokens';
import { type Field, type Span, unread } from './types';

/**
 * The customer's name: after a label ("নাম: রহিম", "Name - Karim", "my name
 * is …", "আমি …"), else a first line of a few words that are nothing else
 * (not a greeting, a place, a product, a number).
 */
const LABELLED = /(?:^|[\s,;।(])(?:আমার নাম|নাম|my name is|name|nam|this is|i am|ami|আমি)(?:\s*[:：=\-–—]\s*|\s+)([^\n,;।|:().?!\d০-৯+]+)/giu;

export interface NameRead {
  field: Field<string>;
  /** The label and the name, kept out of the address. */
  span: Span | null;
}

/** Up to four words, with the trailing ones that are not part of a name ("রহিম বলছি") dropped. */
function tidyName(value: string, isOther: (text: string) => boolean): string | null {
  const words = value.trim().split(/\s+/);
  while (words.length > 0 && FILLER.has(nameWord(words[words.length - 1]))) words.pop();
  if (words.length === 0 || words.length > 4) return null;
  if (words.some((w) => FILLER.has(nameWord(w)) || colourOf(w) || ADDRESS_WORDS.has(nameWord(w)))) return null;
  const name = words.join(' ');
  // "আমি মিরপুর থেকে" says where, not who.
  return isOther(name) ? null : name;
}

/**
 * A name, or null: 1 to 4 words, none of them a greeting, a colour, a size,
 * an address word, a place or a product's word (`isOther` says the last two).
 */
function plainName(segment: Segment, ownLine: boolean, isOther: (text: string) => boolean): string | null {
  const tokens = tokenize(segment.text);
  if (tokens.length === 0 || tokens.length > 4 || tokens.some((t) => t.number)) return null;
  if (/[\d+@/#]/.test(segment.text)) return null;
  if (tokens.some((t) => FILLER.has(t.norm) || letterSizeOf(t.norm) || colourOf(t.norm) || ADDRESS_WORDS.has(t.norm))) return null;
  if (isOther(segment.text)) return null;
  // Names are written capitalised in Latin letters ("urgent kalke" is not one); Bangla has no capitals, so a Bangla name stands on its own line.
  if (tokens.some((t) => /^[a-z]/.test(t.text))) return null;
  if (tokens.some((t) => /[\u0980-\u09ff]/.test(t.text)) && !ownLine) return null;
  return segment.text.trim();
}

export function readName(text: string, lines: Segment[], isOther: (text: string) => boolean): NameRead {
  for (const m of text.matchAll(LABELLED)) {
    const name = tidyName(m[1], isOther);
    if (!name) continue;
    const at = m.index + m[0].indexOf(m[1]);
    const labelAt = m.index + (/^[\s,;।(]/.test(m[0]) ? 1 : 0);
    return {
      field: { status: 'read', value: name, span: { start: at, end: at + name.length, text: name } },
      span: { start: labelAt, end: at + name.length, text: text.slice(labelAt, at + name.length) },
    };
  }
  // A line (or a piece between commas) of a few words that are nothing else: how people sign with their name.
  for (const segment of lines) {
    const ownLine = (segment.start === 0 || /\n\s*$/.test(text.slice(0, segment.start))) && /^\s*(\n|$)/.test(text.slice(segment.end));
    const name = plainName(segment, ownLine, isOther);
    if (!name) continue;
    const start = segment.start + segment.text.indexOf(name);
    const span = { start, end: start + name.length, text: name };
    return { field: { status: 'read', value: name, span }, span };
  }
  return { field: unread('missing'), span: null };
}
