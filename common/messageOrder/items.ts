import type { MessageProduct, MessageVariant } from './catalogue';
import { bareCountWord, countWord, isClassifier } from './digits';
import { type Segment, type Token, tokenize } from './tokens';
import { type Field, type Span, unread } from './types';
import { ADDRESS_WORDS, FILLER, colourKey, colourOf, letterSizeOf, nameWord, sizeKey } from './words';

/**
 * The items a message asks for: a product found by its SKU, its barcode or
 * the words of its name (English or Bangla), the variant chosen by the size
 * and colour words said with it, and the count. Two products that fit as
 * well are both offered, unread; a size or colour the product is not made
 * in is said, not swapped for another.
 */

export interface ProductRef {
  id: string;
  name: string;
}
export interface VariantRef {
  id: string;
  name: string;
}

export interface ItemRead {
  /** The words the item was read from. */
  span: Span;
  product: Field<ProductRef>;
  /** Null when the product has no variants (or is not read). */
  variant: Field<VariantRef> | null;
  quantity: Field<number> & { suggested?: number };
}

interface Indexed {
  product: MessageProduct;
  words: Set<string>;
  variants: { variant: MessageVariant; size: string | null; colour: string | null }[];
}

/** A variant's size and colour: given, else from its name ("M-Blue", "L", "Red"). */
function sizeAndColour(v: MessageVariant): { size: string | null; colour: string | null } {
  if (v.size || v.colour) return { size: v.size ? sizeKey(v.size) : null, colour: v.colour ? colourKey(v.colour) : null };
  const [first, ...rest] = v.name.split('-');
  const looksLikeSize = letterSizeOf(first) !== null || /^\d+$/.test(first.trim());
  if (!looksLikeSize) return { size: null, colour: colourKey(v.name) };
  return { size: sizeKey(first.trim()), colour: rest.length > 0 ? colourKey(rest.join('-').trim()) : null };
}

const nameWords = (name: string) => tokenize(name).map((t) => nameWord(t.norm));

export function indexCatalogue(catalogue: readonly MessageProduct[]): Indexed[] {
  return catalogue.map((product) => ({
    product,
    words: new Set([...nameWords(product.name), ...nameWords(product.nameBn ?? '')]),
    variants: product.variants.map((variant) => ({ variant, ...sizeAndColour(variant) })),
  }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a SKU or barcode stands in the text as a whole word, case aside. */
function codeAt(text: string, code: string | null | undefined): Span | null {
  if (!code || code.trim().length < 3) return null;
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${escape(code.trim())}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
  return m ? { start: m.index, end: m.index + m[0].length, text: m[0] } : null;
}

interface Mention {
  /** Token indexes of the words naming it, first and last. */
  from: number;
  to: number;
  products: Indexed[];
  /** Set when a SKU or barcode named one variant. */
  variant?: MessageVariant;
}

/** Words that are a product's and name it (a colour or size word alone does not; nor a count's "পিস"). */
function mentionsIn(tokens: Token[], index: Indexed[], text: string, offset: number): Mention[] {
  const mentions: Mention[] = [];
  // By SKU or barcode first: exact, and a variant's own code says its variant. The longest codes are tried
  // first: a variant's SKU often extends its product's ("SAR-7-GRN" of "SAR-7"), and the longer one says more.
  const codes = index
    .flatMap((entry): [Indexed, string | null | undefined, MessageVariant | undefined][] => [
      [entry, entry.product.sku, undefined],
      [entry, entry.product.barcode, undefined],
      ...entry.product.variants.flatMap((v): [Indexed, string | null | undefined, MessageVariant][] => [
        [entry, v.sku, v],
        [entry, v.barcode, v],
      ]),
    ])
    .sort(([, a], [, b]) => (b?.length ?? 0) - (a?.length ?? 0));
  for (const [entry, code, variant] of codes) {
    const at = codeAt(text, code);
    if (!at) continue;
    const from = tokens.findIndex((t) => t.start >= offset + at.start);
    const to = tokens.findLastIndex((t) => t.end <= offset + at.end);
    if (from >= 0 && to >= from && !mentions.some((m) => m.from <= to && from <= m.to)) mentions.push({ from, to, products: [entry], variant });
  }
  const taken = (i: number) => mentions.some((m) => i >= m.from && i <= m.to);
  const isNameWord = (i: number) => {
    const t = tokens[i];
    if (taken(i) || t.number) return false;
    // "২ পিস" is a count, not the "Piece" of "Three Piece".
    if (isClassifier(t.norm) && i > 0 && (tokens[i - 1].number || bareCountWord(tokens[i - 1].norm) !== null)) return false;
    const w = nameWord(t.norm);
    return index.some((e) => e.words.has(w));
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!isNameWord(i)) continue;
    let to = i;
    while (to + 1 < tokens.length && isNameWord(to + 1)) to++;
    const words = new Set(tokens.slice(i, to + 1).map((t) => nameWord(t.norm)));
    // A run of colour or size words alone names no product.
    const naming = [...words].filter((w) => !colourOf(w) && !letterSizeOf(w) && !FILLER.has(w));
    if (naming.length > 0) {
      const scored = index.map((e) => ({ e, score: naming.filter((w) => e.words.has(w)).length }));
      const best = Math.max(...scored.map((s) => s.score));
      if (best > 0) mentions.push({ from: i, to, products: scored.filter((s) => s.score === best).map((s) => s.e) });
    }
    i = to;
  }
  return mentions.sort((a, b) => a.from - b.from);
}

interface Said {
  sizes: string[];
  colours: string[];
  quantities: { value: number; at: number }[];
  /** All of them in the order said, with the token each stands at: to tell "M 1ta, L 1ta" apart. */
  events: Said_[];
}
type Said_ = { kind: 'size' | 'colour'; value: string; at: number } | { kind: 'quantity'; value: number; at: number };

function saidOf(events: Said_[]): Said {
  const out: Said = { sizes: [], colours: [], quantities: [], events };
  for (const e of events) {
    if (e.kind === 'quantity') out.quantities.push({ value: e.value, at: e.at });
    else if (e.kind === 'size') out.sizes.push(e.value);
    else out.colours.push(e.value);
  }
  return out;
}

/** The sizes, colours and counts said in the words around an item (its name's words left out). */
function said(tokens: Token[], from: number, to: number, skip: Mention, sizesOf: Set<string>): Said {
  const events: Said_[] = [];
  for (let i = from; i < to; i++) {
    if (i >= skip.from && i <= skip.to) continue;
    const t = tokens[i];
    const next = tokens[i + 1];
    const nextIsName = i + 1 >= skip.from && i + 1 <= skip.to;
    if (t.number) {
      const n = Number(t.text);
      const before = tokens[i - 1]?.norm;
      if (next && !nextIsName && isClassifier(next.norm)) events.push({ kind: 'quantity', value: n, at: i });
      else if (before === 'x' || before === '×' || before === 'qty' || before === 'quantity' || before === 'পরিমাণ')
        events.push({ kind: 'quantity', value: n, at: i });
      else if (sizesOf.has(t.text)) events.push({ kind: 'size', value: t.text, at: i });
      else if (next && !nextIsName && (next.norm === 'x' || next.norm === 'টা')) events.push({ kind: 'quantity', value: n, at: i });
      // A bare number is a count only next to the item ("panjabi L 2", "2 hijab"), not a house number further on.
      else if (n >= 1 && n <= 20 && i >= skip.from - 1 && i <= skip.to + 3) events.push({ kind: 'quantity', value: n, at: i });
      continue;
    }
    const count = countWord(t.norm) ?? (next && isClassifier(next.norm) ? bareCountWord(t.norm) : null);
    if (count !== null) {
      events.push({ kind: 'quantity', value: count, at: i });
      continue;
    }
    const size = letterSizeOf(t.norm);
    if (size) {
      events.push({ kind: 'size', value: size, at: i });
      continue;
    }
    // "Sky blue" is one colour.
    if (t.norm === 'sky' && next?.norm === 'blue') {
      events.push({ kind: 'colour', value: 'sky blue', at: i });
      i++;
      continue;
    }
    const colour = colourOf(t.norm);
    if (colour) events.push({ kind: 'colour', value: colour, at: i });
  }
  return saidOf(events);
}

const productRef = (p: MessageProduct): ProductRef => ({ id: p.id, name: p.name });
const variantRef = (v: MessageVariant): VariantRef => ({ id: v.id, name: v.name });

function pickVariant(entry: Indexed, s: Said, span: Span, byCode?: MessageVariant): Field<VariantRef> | null {
  if (byCode) return { status: 'read', value: variantRef(byCode), span };
  if (entry.variants.length === 0) return null;
  const sizes = new Set(s.sizes);
  const colours = new Set(s.colours);
  if (sizes.size > 1 || colours.size > 1) return unread('ambiguous', { candidates: entry.variants.map((v) => variantRef(v.variant)), span });
  const fit = entry.variants.filter(
    (v) => (sizes.size === 0 || (v.size !== null && sizes.has(v.size))) && (colours.size === 0 || (v.colour !== null && colours.has(v.colour))),
  );
  if (fit.length === 1 && (entry.variants.length === 1 || sizes.size + colours.size > 0)) return { status: 'read', value: variantRef(fit[0].variant), span };
  if (fit.length === 0) return unread('no_such_variant', { candidates: entry.variants.map((v) => variantRef(v.variant)), span });
  return unread('variant_unclear', { candidates: fit.map((v) => variantRef(v.variant)), span });
}

function quantityOf(s: Said, span: Span): ItemRead['quantity'] {
  const values = [...new Set(s.quantities.map((q) => q.value))];
  if (values.length === 1) return { status: 'read', value: values[0], span };
  if (values.length > 1) return { ...unread<number>('several_quantities', { candidates: values, span }) };
  // One is what a message means when it gives no count, but it was not said: the till shows it to be checked.
  return { ...unread<number>('missing', { span }), suggested: 1 };
}

/**
 * One product asked for in several variants, each with its count: "jeans 34
 * size 1 ta & 32 size 1 ta", "দুইটা সুতি পাঞ্জাবি, একটা মিডিয়াম নীল আর একটা
 * লার্জ সাদা". After the name, each count starts its variant's words when
 * the first thing said is a count, else ends them; a count before the name
 * is the total and must be their sum. Null when the words do not fall into
 * such groups (the item is then read as one).
 */
function variantGroups(s: Said, m: Mention): Said[] | null {
  const after = s.events.filter((e) => e.at > m.to);
  const quantities = after.filter((e) => e.kind === 'quantity');
  const kinds = (kind: 'size' | 'colour') => new Set(after.filter((e) => e.kind === kind).map((e) => e.value)).size;
  if (quantities.length < 2 || (kinds('size') < 2 && kinds('colour') < 2)) return null;
  const countFirst = after[0].kind === 'quantity';
  const groups: Said_[][] = [];
  let current: Said_[] = [];
  for (const e of after) {
    if (countFirst && e.kind === 'quantity' && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(e);
    if (!countFirst && e.kind === 'quantity') {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  if (groups.some((g) => g.length < 2 || g.filter((e) => e.kind === 'quantity').length !== 1)) return null;
  const before = s.events.filter((e) => e.at < m.from);
  const total = before.filter((e) => e.kind === 'quantity');
  const sum = quantities.reduce((n, e) => n + Number(e.value), 0);
  if (total.length > 1 || (total.length === 1 && total[0].value !== sum)) return null;
  // A colour or size said before the name ("নীল পাঞ্জাবি M 1ta, L 1ta") is every group's.
  const shared = before.filter((e) => e.kind !== 'quantity');
  return groups.map((g) => saidOf([...shared, ...g]));
}

/** The item's context: from its count said before it (if any) to the next item's. */
function startOf(tokens: Token[], m: Mention, floor: number): number {
  let i = m.from;
  const prev = (k: number) => (k - 1 >= floor ? tokens[k - 1] : undefined);
  const p = prev(i);
  if (p && (countWord(p.norm) !== null || p.number)) return i - 1;
  if (p && isClassifier(p.norm)) {
    const q = prev(i - 1);
    if (q && (q.number || bareCountWord(q.norm) !== null)) i -= 2;
  }
  return i;
}

export interface ItemsRead {
  items: ItemRead[];
  /** The text the items were read from, kept out of the address. */
  spans: Span[];
  /** What follows the items from an address word on ("… to House 5"), for the address. */
  rest: Segment | null;
}

export function readItemsIn(segment: Segment, index: Indexed[], message: string): ItemsRead {
  let tokens = tokenize(segment.text, segment.start);
  const mentions = mentionsIn(tokens, index, segment.text, segment.start);
  let rest: Segment | null = null;
  if (mentions.length > 0) {
    const last = mentions[mentions.length - 1].to;
    const cut = tokens.findIndex((t, i) => i > last && ADDRESS_WORDS.has(t.norm));
    if (cut > 0) {
      const at = tokens[cut].start;
      rest = { start: at, end: segment.end, text: message.slice(at, segment.end) };
      tokens = tokens.slice(0, cut);
    }
  }
  const items: ItemRead[] = [];
  const spans: Span[] = [];
  const starts = mentions.map((m, k) => (k === 0 ? 0 : startOf(tokens, m, mentions[k - 1].to + 1)));
  mentions.forEach((m, k) => {
    const from = starts[k];
    const to = k + 1 < mentions.length ? starts[k + 1] : tokens.length;
    const start = tokens[from].start;
    const end = tokens[to - 1].end;
    const span = { start, end, text: message.slice(start, end) };
    spans.push(span);
    const sizesOf = new Set(m.products.flatMap((e) => e.variants.flatMap((v) => (v.size ? [v.size] : []))));
    const s = said(tokens, from, to, m, sizesOf);
    let products = m.products;
    // Two products fit the words: the one made in the size and colour asked for is the one meant, if only one is.
    if (products.length > 1 && s.sizes.length + s.colours.length > 0) {
      const made = products.filter((e) => {
        const v = pickVariant(e, s, span);
        return v?.status === 'read';
      });
      if (made.length === 1) products = made;
    }
    const quantity = quantityOf(s, span);
    if (products.length > 1) {
      items.push({ span, product: unread('ambiguous', { candidates: products.map((e) => productRef(e.product)), span }), variant: null, quantity });
      return;
    }
    const [entry] = products;
    const groups = variantGroups(s, m);
    if (groups) {
      for (const g of groups)
        items.push({
          span,
          product: { status: 'read', value: productRef(entry.product), span },
          variant: pickVariant(entry, g, span, m.variant),
          quantity: quantityOf(g, span),
        });
      return;
    }
    items.push({ span, product: { status: 'read', value: productRef(entry.product), span }, variant: pickVariant(entry, s, span, m.variant), quantity });
  });
  return { items, spans, rest };
}

/** Words of an item with no product named ("ekta L size", "লাল টা ২টা"): shown unread, for staff to choose the product. */
export function looksLikeItem(segment: Segment): boolean {
  const tokens = tokenize(segment.text);
  return tokens.some(
    (t, i) =>
      letterSizeOf(t.norm) !== null ||
      colourOf(t.norm) !== null ||
      countWord(t.norm, true) !== null ||
      (t.number && tokens[i + 1] !== undefined && isClassifier(tokens[i + 1].norm)),
  );
}
