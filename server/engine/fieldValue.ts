import { randomUUID } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { parseTaka } from '../../common/money';
import type { LinkObject } from '../../common/pageStyle';
import { isBdMobile, tidyPhone } from '../../common/phone';
import { checkAddressPlace } from '../../common/places/address';
import { addTag, slugify } from '../../common/slug';
import type { Db } from '../db/client';
import type { FieldType } from '../../common/resourceSpec';
import type { Address } from '../../common/wire/address';
import type { FieldDecl } from './declaration';
import { msg, type Message } from './errors';
import { linkTargetError, normaliseLink } from './linkField';
import { hasPath, readPath } from './paths';

/**
 * One field's value on its way in: tidied (trimmed, lower-cased, sanitised),
 * checked against the field's rules, and made into what is stored. The one
 * checker for a record's own fields and for the entries of its child tables.
 */

/** Rich text keeps formatting, images and links, and loses scripts and event handlers. */
const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's', 'mark'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style', 'class'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,8}$/i] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

/** Rich text as the server stores it, wherever it comes from (fields, page-builder blocks, text pages). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, HTML_OPTIONS);
}

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** `at`: where inside the value the error is (`0.district` of an address list), named after the field's key. */
type Normalised = { value?: unknown; error?: Message; at?: string };

/** Keep the value as sent (after trimming). */
const asSent = (_f: FieldDecl, value: unknown): Normalised => ({ value });

/** One of the field's options (or each of a list of them). */
function oneOfOptions(f: FieldDecl, value: unknown): Normalised {
  const allowed = new Set((f.options ?? []).map((o) => o.value));
  const values = Array.isArray(value) ? value : [value];
  const bad = values.find((v) => allowed.size > 0 && !allowed.has(String(v)));
  return bad === undefined ? { value } : { error: msg('not_choice', { value: String(bad) }) };
}

/**
 * What each field type does to a value on its way in, past the JSON schema's
 * check of its shape. One entry per type: a new type does not compile until
 * it says what it does here.
 */
const NORMALISE: Record<FieldType, (f: FieldDecl, value: unknown) => Normalised> = {
  text: asSent,
  textarea: asSent,
  color: asSent,
  image: asSent,
  file: asSent,
  number: asSent,
  switch: asSent,
  date: asSent,
  'data-select': asSent,
  'nested-select': asSent,
  'array-string': asSent,
  'image-array': asSent,
  'custom-attribute': asSent,
  password: asSent,
  variant: asSent,
  'item-lines': asSent,
  'read-only': asSent,
  email: (_f, value) => ({ value: String(value).toLowerCase() }),
  slug: (_f, value) => ({ value: slugify(String(value)) || null }),
  tag: (_f, value) => ({ value: (value as string[]).reduce<string[]>((tags, t) => addTag(tags, t), []) }),
  editor: (f, value) => ({ value: f.html !== false ? sanitizeHtml(String(value), HTML_OPTIONS) : value }),
  currency: (_f, value) => {
    const p = parseTaka(value as number);
    if (p === null) return { error: msg('not_amount') };
    return p < 0 ? { error: msg('negative') } : { value };
  },
  link: (_f, value) => normaliseLink(value),
  datetime: (_f, value) => {
    const when = new Date(String(value));
    return Number.isNaN(when.getTime()) ? { error: msg('not_datetime') } : { value: when };
  },
  phone: (_f, value) => ({ value: tidyPhone(String(value)) }),
  'address-array': (_f, value) => {
    // An address's phone is tidied and checked as a customer's is.
    const addresses = (value as Address[]).map((a) => ({
      ...a,
      ...(typeof a.phone === 'string' ? { phone: tidyPhone(a.phone) } : {}),
      _id: a._id ?? randomUUID(),
    }));
    const bad = addresses.findIndex((a) => typeof a.phone === 'string' && !isBdMobile(a.phone));
    if (bad >= 0) return { error: msg('address_phone', { n: bad + 1 }) };
    // Its district and thana, as an order's are (common/places/address.ts).
    const placed: Address[] = [];
    for (const [i, a] of addresses.entries()) {
      const checked = checkAddressPlace(a);
      if ('refused' in checked) return { error: msg(checked.refused.code), at: `${i}.${checked.refused.part}` };
      placed.push(checked.address);
    }
    return { value: placed };
  },
  permissions: oneOfOptions,
  select: oneOfOptions,
};

/** One field's value as it will be stored, or an error message. */
export function normalise(f: FieldDecl, raw: unknown): Normalised {
  let value = raw;
  if (typeof value === 'string') value = value.trim();
  if (value === '' && f.type !== 'slug') value = null;
  if (value === null || value === undefined) return { value: null };
  const typed = NORMALISE[f.type](f, value);
  if (typed.error || typed.value === null) return typed;
  value = typed.value;
  if (typeof value === 'number') {
    if (f.min !== undefined && value < f.min) return { error: msg('minimum', { limit: f.min }) };
    if (f.max !== undefined && value > f.max) return { error: msg('maximum', { limit: f.max }) };
  }
  if (typeof value === 'string') {
    if (f.limit !== undefined && value.length > f.limit) return { error: msg('max_length', { limit: f.limit }) };
    if (f.pattern && !new RegExp(f.pattern.regex).test(value)) return { error: f.pattern.message };
  }
  if (Array.isArray(value) && f.limit !== undefined && value.length > f.limit) {
    return { error: msg('max_items', { limit: f.limit }) };
  }
  return { value };
}

/** Where a value is checked, and what an absent or cleared value means there. */
export interface FieldCheck {
  db: Db;
  /** A row that does not exist yet (a create, a copy, a new child entry): required fields must be sent. */
  isNew: boolean;
  /**
   * A NOT NULL column with a default, cleared on an existing row: a record's
   * update sends only what changed, so a cleared value is refused
   * (`refuse`); a child entry is sent whole (a row of the variant table, a
   * variation line of an import), so an empty cell keeps what is stored (`keep`).
   */
  cleared: 'refuse' | 'keep';
}

/** What the checker made of one field of a body: store `value`, leave the column alone, or refuse it. */
export type Checked = { value: unknown } | { skip: true } | { error: Message; at?: string };

/**
 * Check field `f` of `body` (its key may be dotted). A slug left empty on a
 * new row is `skip` here: the caller makes it from its source field.
 */
export async function checkField(f: FieldDecl, body: Record<string, unknown>, at: FieldCheck): Promise<Checked> {
  const present = hasPath(body, f.key);
  if (!at.isNew && !present) return { skip: true };
  if (!at.isNew && f.readOnlyOnUpdate) return { error: msg('fixed_once') };
  if (at.isNew && f.excluded) return { skip: true };
  const { value, error, at: inside } = present ? normalise(f, readPath(body, f.key)) : { value: undefined, error: undefined, at: undefined };
  if (error) return inside ? { error, at: inside } : { error };
  if (f.type === 'slug' && isEmpty(value)) return at.isNew ? { skip: true } : { error: msg('required') };
  if (f.required && isEmpty(value) && (at.isNew || present)) return { error: msg('required') };
  if (value === undefined) return { skip: true };
  if (value === null && f.db?.notNull) {
    if (!f.db.hasDefault) return { error: msg('required') };
    // A new row takes the column's default.
    if (at.isNew || at.cleared === 'keep') return { skip: true };
    return { error: msg('not_empty') };
  }
  if (f.type === 'link' && value !== null) {
    const missing = await linkTargetError(at.db, value as LinkObject, f.linkTargets ?? {});
    if (missing) return { error: missing };
  }
  return { value: f.toStored && value !== null ? await f.toStored(value, { db: at.db, mode: at.isNew ? 'create' : 'update' }) : value };
}
