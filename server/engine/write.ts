import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { parseTaka } from '../../common/money';
import type { LinkObject } from '../../common/pageStyle';
import { addTag, slugify } from '../../common/slug';
import type { Db } from '../db/client';
import type { CompiledResource } from './compile';
import type { FieldDecl } from './declaration';
import { badRequest, fieldEntry, msg, type FieldError, type Message } from './errors';
import { prepareEntries, prepareLinks, type ChildEntry } from './children';
import { isBdMobile, tidyPhone } from '../../common/phone';
import { linkTargetError, normaliseLink } from './linkField';
import { hasPath, readPath } from './records';

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

/** One field's value as it will be stored, or an error message. */
export function normalise(f: FieldDecl, raw: unknown): { value?: unknown; error?: Message } {
  let value = raw;
  if (typeof value === 'string') value = value.trim();
  if (value === '' && f.type !== 'slug') value = null;
  if (value === null || value === undefined) return { value: null };
  switch (f.type) {
    case 'email':
      value = String(value).toLowerCase();
      break;
    case 'slug':
      value = slugify(String(value)) || null;
      break;
    case 'tag':
      value = (value as string[]).reduce<string[]>((tags, t) => addTag(tags, t), []);
      break;
    case 'editor':
      if (f.html !== false) value = sanitizeHtml(String(value), HTML_OPTIONS);
      break;
    case 'currency': {
      const p = parseTaka(value as number);
      if (p === null) return { error: msg('not_amount') };
      if (p < 0) return { error: msg('negative') };
      break;
    }
    case 'link':
      return normaliseLink(value);
    case 'datetime':
      value = new Date(String(value));
      if (Number.isNaN((value as Date).getTime())) return { error: msg('not_datetime') };
      break;
    case 'phone':
      value = tidyPhone(String(value));
      break;
    case 'address-array': {
      // An address's phone is tidied and checked as a customer's is.
      const addresses = (value as Record<string, unknown>[]).map((a) => ({
        ...a,
        ...(typeof a.phone === 'string' ? { phone: tidyPhone(a.phone) } : {}),
        _id: a._id ?? randomUUID(),
      }));
      const bad = addresses.findIndex((a) => typeof a.phone === 'string' && !isBdMobile(a.phone));
      if (bad >= 0) return { error: msg('address_phone', { n: bad + 1 }) };
      value = addresses;
      break;
    }
    case 'permissions':
    case 'select': {
      const allowed = new Set((f.options ?? []).map((o) => o.value));
      const values = Array.isArray(value) ? value : [value];
      const bad = values.find((v) => allowed.size > 0 && !allowed.has(String(v)));
      if (bad !== undefined) return { error: msg('not_choice', { value: String(bad) }) };
      break;
    }
  }
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

export interface PreparedWrite {
  /** Drizzle property → value. */
  values: Record<string, unknown>;
  /** Slug fields left empty: generated from their source field. */
  slugsToMake: FieldDecl[];
  /** Child lists sent, by field key: written after the row, in the same transaction. */
  children: Record<string, ChildEntry[]>;
  /** Link lists sent, by field key. */
  links: Record<string, string[]>;
}

/**
 * Check and normalise a create or update body against the declaration.
 * Every problem is reported at once, by field; nothing is written on error.
 */
export async function prepareWrite(
  res: CompiledResource,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
  db: Db,
): Promise<PreparedWrite> {
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const slugsToMake: FieldDecl[] = [];
  for (const f of res.writable) {
    const present = hasPath(body, f.key);
    if (mode === 'update' && !present) continue;
    if (mode === 'update' && f.readOnlyOnUpdate) {
      errors.push(fieldEntry(f.key, msg('fixed_once')));
      continue;
    }
    if (mode === 'create' && f.excluded) continue;
    const { value, error } = present ? normalise(f, readPath(body, f.key)) : { value: undefined, error: undefined };
    if (error) {
      errors.push(fieldEntry(f.key, error));
      continue;
    }
    if (f.type === 'slug' && isEmpty(value)) {
      if (mode === 'create') slugsToMake.push(f);
      else errors.push(fieldEntry(f.key, msg('required')));
      continue;
    }
    if (f.required && isEmpty(value) && (mode === 'create' || present)) {
      errors.push(fieldEntry(f.key, msg('required')));
      continue;
    }
    if (value === undefined) continue;
    if (value === null && f.required === undefined && f.db?.notNull && !f.db.hasDefault) {
      errors.push(fieldEntry(f.key, msg('required')));
      continue;
    }
    if (f.type === 'link' && value !== null) {
      const missing = await linkTargetError(db, value as LinkObject);
      if (missing) {
        errors.push(fieldEntry(f.key, missing));
        continue;
      }
    }
    const stored = f.store && value !== null ? await f.store(value, { db, mode }) : value;
    // A NOT NULL column with a default takes the default when cleared.
    if (stored === null && f.db?.notNull) {
      if (mode === 'create') continue;
      errors.push(fieldEntry(f.key, msg('not_empty')));
      continue;
    }
    values[res.propOf.get(f) as string] = stored;
  }
  const children: Record<string, ChildEntry[]> = {};
  for (const f of res.children) {
    if (hasPath(body, f.key)) children[f.key] = prepareEntries(f, readPath(body, f.key), errors);
    else if (mode === 'create') children[f.key] = [];
  }
  const links: Record<string, string[]> = {};
  for (const f of res.links) if (hasPath(body, f.key)) links[f.key] = prepareLinks(f, readPath(body, f.key), errors);
  if (errors.length > 0) {
    throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  }
  return { values, slugsToMake, children, links };
}

/**
 * A value of a unique text column not yet taken: `base`, then `base-2`,
 * `base-3`… (or with `format` for other shapes such as `Red (Copy 2)`).
 */
export async function freeValue(
  db: Db,
  res: CompiledResource,
  f: FieldDecl,
  base: string,
  format: (base: string, n: number) => string = (b, n) => `${b}-${n}`,
  exceptId?: string,
): Promise<string> {
  const col = f.db as NonNullable<FieldDecl['db']>;
  const prefix = format(base, 2).slice(0, base.length);
  const notSelf: SQL | undefined = exceptId ? ne(res.decl.id, exceptId) : undefined;
  const rows = (await db
    .select({ v: col })
    .from(res.decl.table)
    .where(and(or(eq(col, base), like(col, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)), notSelf))) as {
    v: string;
  }[];
  const taken = new Set(rows.map((r) => r.v));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = format(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** Fill the empty slugs of a create from their source field (`from`, default `name`). */
export async function makeSlugs(db: Db, res: CompiledResource, prepared: PreparedWrite): Promise<void> {
  for (const f of prepared.slugsToMake) {
    const sourceField = res.decl.fields.find((s) => s.key === (f.from ?? 'name'));
    const source = sourceField ? prepared.values[res.propOf.get(sourceField) as string] : undefined;
    const base = slugify(String(source ?? '')) || 'item';
    prepared.values[res.propOf.get(f) as string] = await freeValue(db, res, f, base);
  }
}
