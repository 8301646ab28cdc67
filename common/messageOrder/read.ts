import { type PlaceRef, namesPlace, readPlace } from './address';
import type { MessageProduct } from './catalogue';
import { type ItemRead, indexCatalogue, looksLikeItem, readItemsIn } from './items';
import { readName } from './name';
import { readPhone } from './phone';
import { type Segment, segments, tokenize } from './tokens';
import { type Field, type Span, unread } from './types';
import { ADDRESS_WORDS, FILLER, colourOf, letterSizeOf, nameWord } from './words';

/**
 * "Order from a message" (issue 38): a Facebook or WhatsApp message as staff
 * paste it, read into the fields of a delivery order. Pure: no server, no
 * clock; the catalogue is passed in (the till's, see catalogue.ts).
 */
export interface MessageOrder {
  phone: Field<string>;
  name: Field<string>;
  /** The street part of the address as written (house, road, area), places included. */
  address: Field<string>;
  district: Field<PlaceRef>;
  thana: Field<PlaceRef>;
  items: ItemRead[];
  /** Text that was none of the above and not a greeting: shown highlighted, for staff to read. */
  unreadText: Span[];
}

/** "ঠিকানা:", "Address -", "addr:": the rest of the line is the address. */
const ADDRESS_LABEL = /(?:ঠিকানা|address|addr|thikana)\s*[:：=\-–—]?\s*/giu;

/** The text with the given spans blanked (same length), so what was read once is not read again as something else. */
function blank(text: string, spans: (Span | null)[]): string {
  let out = text;
  for (const s of spans) if (s) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

const trimmed = (s: Segment): Segment => {
  const lead = s.text.length - s.text.trimStart().length;
  const text = s.text.trim();
  return { start: s.start + lead, end: s.start + lead + text.length, text };
};

export function readOrderMessage(text: string, catalogue: readonly MessageProduct[]): MessageOrder {
  const index = indexCatalogue(catalogue);
  const productWords = new Set(index.flatMap((e) => [...e.words]).filter((w) => !colourOf(w) && !letterSizeOf(w)));
  const namesProduct = (t: string) => tokenize(t).some((w) => productWords.has(nameWord(w.norm)));

  const phone = readPhone(text);
  const withoutPhone = blank(text, phone.spans);
  const name = readName(withoutPhone, segments(withoutPhone).map(trimmed), (t) => namesPlace(t) || namesProduct(t));
  let rest = blank(withoutPhone, [name.span]);

  // A labelled address runs to the end of its line, commas and all.
  const labelled: Span[] = [];
  for (const m of rest.matchAll(ADDRESS_LABEL)) {
    if (m.index > 0 && /[\p{L}\p{N}]/u.test(rest[m.index - 1])) continue;
    const from = m.index + m[0].length;
    const lineEnd = rest.indexOf('\n', from);
    labelled.push({ start: from, end: lineEnd < 0 ? rest.length : lineEnd, text: '' });
  }
  rest = blank(
    rest,
    [...rest.matchAll(ADDRESS_LABEL)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: '' })),
  );
  const inLabelled = (s: Segment) => labelled.some((l) => s.start >= l.start && s.end <= l.end);

  const items: ItemRead[] = [];
  const addressParts: Segment[] = [];
  const unreadText: Span[] = [];
  const pieces = segments(rest).map(trimmed);
  /** The piece the last items were read from, for variants said after a comma ("দুইটা পাঞ্জাবি, একটা M আর একটা L"). */
  let lastItems: { segment: Segment; count: number } | null = null;
  for (let k = 0; k < pieces.length; k++) {
    const segment = pieces[k];
    const words = tokenize(segment.text);
    if (words.length === 0 || words.every((w) => FILLER.has(w.norm))) continue;
    // Only the piece right before may be continued.
    const previous = lastItems;
    lastItems = null;
    const read = readItemsIn(segment, index, text);
    if (read.items.length > 0) {
      items.push(...read.items);
      lastItems = { segment, count: read.items.length };
      // "… 2 cotton lungi to House 5": the address goes on being read.
      if (read.rest) pieces.splice(k + 1, 0, read.rest);
      continue;
    }
    const span = { start: segment.start, end: segment.end, text: text.slice(segment.start, segment.end) };
    if (inLabelled(segment) || words.some((w) => ADDRESS_WORDS.has(w.norm)) || namesPlace(segment.text)) addressParts.push(segment);
    else if (looksLikeItem(segment) && previous && continues(previous, segment)) continue;
    else if (looksLikeItem(segment))
      items.push({ span, product: unread('no_product', { span }), variant: null, quantity: { ...unread<number>('missing', { span }) } });
    else unreadText.push(span);
  }

  /**
   * Whether a piece with no product named goes on the item before it: only
   * when that item's product was read, its variant was not, and read
   * together every variant is then chosen. The items are replaced.
   */
  function continues(last: { segment: Segment; count: number }, segment: Segment): boolean {
    const before = items.slice(items.length - last.count);
    if (before.length !== 1 || before[0].product.status !== 'read' || !before[0].variant || before[0].variant.status === 'read') return false;
    const joined = { start: last.segment.start, end: segment.end, text: rest.slice(last.segment.start, segment.end) };
    const again = readItemsIn(joined, index, text);
    if (again.items.length === 0 || again.items.some((i) => i.product.status !== 'read' || i.variant?.status !== 'read')) return false;
    items.splice(items.length - last.count, last.count, ...again.items);
    return true;
  }

  if (addressParts.length === 0) {
    return { phone: phone.field, name: name.field, address: unread('missing'), district: unread('missing'), thana: unread('missing'), items, unreadText };
  }
  const first = addressParts[0];
  const last = addressParts[addressParts.length - 1];
  const span = { start: first.start, end: last.end, text: text.slice(first.start, last.end) };
  const street = addressParts.map((p) => text.slice(p.start, p.end).trim()).join(', ');
  return {
    phone: phone.field,
    name: name.field,
    address: { status: 'read', value: street, span },
    ...readPlace(street, span),
    items,
    unreadText,
  };
}

export type { ItemRead, ProductRef, VariantRef } from './items';
export type { PlaceRef } from './address';
export type { MessageProduct, MessageVariant } from './catalogue';
export type { Field, Span, UnreadReason } from './types';
