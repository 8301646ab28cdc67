import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDate, formatDateTime } from '../../../common/dates';
import { formatMoney, parseTaka, toTakaString } from '../../../common/money';
import { EXPORT_MIN_FIELDS, type FieldType } from '../../../common/resourceSpec';
import { isRiskReason, riskReasonText } from '../../../common/fraudRisk';
import type { CompiledResource } from '../compile';
import type { FieldDecl, Viewer } from '../declaration';
import { badRequest, fieldEntry, fieldError, msg, type Message } from '../errors';
import type { ListParams } from '../listQuery';
import { readPath } from '../paths';
import { readableFields } from '../records';
import type { Registry } from '../registry';
import { englishWords, type ExportWords } from './language';

export interface ExportJob {
  app: FastifyInstance;
  res: CompiledResource;
  registry: Registry;
  params: ListParams;
  fields: string[];
  ids?: string[];
  /** Headers, titles and Yes/No in the requester's language (language.ts); English when absent. */
  words?: ExportWords;
  /** Who exports, for a resource read by its own reader (declaration.ts `reader`). */
  viewer?: Viewer;
  /** The reader's fields made from another table's rows (`fieldsFrom`), exportable like the declared ones. */
  moreFields?: FieldDecl[];
}

/** The fields asked for, checked against what the resource can read back (spec §5 messages). */
export function exportFields(job: ExportJob, max?: { count: number; message: Message }, opts: { children?: boolean } = {}): FieldDecl[] {
  if (job.fields.length < EXPORT_MIN_FIELDS) throw badRequest(msg('export_two_fields'), [fieldEntry('fields', msg('export_two_fields'))]);
  if (max && job.fields.length > max.count) throw badRequest(max.message, [fieldEntry('fields', max.message)]);
  // A CSV can also write child lists (a product's variations), a line per entry.
  const { reader } = job.res.decl;
  const own = reader ? job.res.decl.fields.filter((f) => !f.writeOnly) : readableFields(job.res.decl);
  const readable = [...own, ...(job.moreFields ?? []), ...(opts.children ? job.res.children : [])];
  return job.fields.map((key) => {
    const f = readable.find((x) => x.key === key);
    if (!f) throw fieldError('fields', msg('cannot_export', { key }));
    return f;
  });
}

/** `customers_202611221605.csv`: a name (the resource's path, a report's) and the shop's local time. */
export function stampedFileName(base: string, timeZone: string, ext: string): string {
  const stamp = formatDateTime(new Date(), timeZone).replace(/[-: ]/g, '').slice(0, 12);
  return `${base}_${stamp}.${ext}`;
}

export function exportFileName(job: ExportJob, ext: string): string {
  return stampedFileName(job.res.decl.path, job.app.shop.timeZone, ext);
}

/** Names kept between batches; past this many the map starts again, so memory stays flat. */
const MAX_NAMES = 20_000;

/**
 * Names of referenced records, for reference fields: a batch's ids not named
 * yet are looked up at once (a list's few groups or categories are read once
 * for the whole file). `names` carries them from batch to batch.
 */
export async function referenceNames(
  job: ExportJob,
  fields: FieldDecl[],
  rows: Record<string, unknown>[],
  names: Map<string, string> = new Map(),
): Promise<Map<string, string>> {
  if (names.size > MAX_NAMES) names.clear();
  for (const f of fields) {
    if (!f.reference) continue;
    const target = job.registry.get(f.reference.resource);
    const label = target?.decl.fields.find((x) => x.key === f.reference?.labelKey);
    if (!target || !label?.db) continue;
    // A link list (a product's collections) holds several ids.
    const ids = [...new Set(rows.flatMap((r) => [readPath(r, f.key)].flat()).filter((v): v is string => typeof v === 'string' && !names.has(v)))];
    if (ids.length === 0) continue;
    const found = (await job.app.db.db.select({ id: target.decl.id, label: label.db }).from(target.decl.table).where(inArray(target.decl.id, ids))) as {
      id: string;
      label: string;
    }[];
    for (const r of found) names.set(r.id, String(r.label));
  }
  return names;
}

/** Whether a field's cells are numbers (not escaped against formulas, aligned right). */
export function isNumeric(f: FieldDecl): boolean {
  return f.type === 'number' || f.type === 'currency' || f.viewType === 'number' || f.viewType === 'currency';
}

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type CellContext = { names: Map<string, string>; timeZone: string; symbol?: string; words?: ExportWords };
type Cell = (value: unknown, f: FieldDecl, ctx: CellContext) => string;

const asText: Cell = (value) => String(value);
function money(value: unknown, ctx: CellContext): string {
  const p = parseTaka(value as number);
  if (p === null) return String(value);
  return ctx.symbol ? formatMoney(p, { symbol: ctx.symbol }) : toTakaString(p);
}
/** A moment: with its time when the field shows one (viewType `date`), else the day. */
const moment: Cell = (value, f, ctx) =>
  value instanceof Date ? (f.viewType === 'date' ? formatDateTime(value, ctx.timeZone) : formatDate(value, ctx.timeZone)) : String(value);
const joined =
  (separator: string, entry: (o: Record<string, unknown>) => string): Cell =>
  (value) =>
    [value]
      .flat()
      .map((v) => (v === null || typeof v !== 'object' ? String(v) : entry(v as Record<string, unknown>)))
      .join(separator);
const words = joined(', ', (o) => JSON.stringify(o));

/**
 * How each field type's value reads in a spreadsheet or a printed table. One
 * entry per type: a new type does not compile until it says how it exports.
 * (References, empty values and yes/no are the same for every type.)
 */
const CELL: Record<FieldType, Cell> = {
  text: asText,
  email: asText,
  phone: asText,
  textarea: asText,
  slug: asText,
  select: asText,
  color: asText,
  image: asText,
  file: asText,
  password: asText,
  number: asText,
  date: asText,
  'data-select': asText,
  'nested-select': asText,
  switch: asText,
  editor: (value) => stripHtml(String(value)),
  currency: (value, _f, ctx) => money(value, ctx),
  datetime: moment,
  link: (value) => (typeof value === 'object' && value !== null && 'href' in value ? String((value as { href: unknown }).href) : String(value)),
  tag: words,
  'array-string': words,
  'image-array': words,
  permissions: words,
  variant: words,
  'item-lines': words,
  'custom-attribute': joined('; ', (o) => `${String(o.label)}: ${String(o.value)}`),
  'address-array': joined('; ', (o) => [o.name, o.phone, o.street, o.city, o.postalCode].filter(Boolean).join(', ')),
  // A computed or server-written value: its view type says what it is.
  'read-only': (value, f, ctx) =>
    Array.isArray(value)
      ? words(value, f, ctx)
      : // A text written in both languages (`bilingual-text`, a courier's message): the English, as the export's other words.
        f.component === 'bilingual-text' && value !== null && typeof value === 'object'
        ? String((value as { en?: unknown }).en ?? '')
        : // A fraud band's reason (`risk-reason`): its English sentence, as the server words it elsewhere.
          f.component === 'risk-reason' && isRiskReason(value)
          ? riskReasonText(value)
          : moment(value, f, ctx),
};

/** A value as a person reads it in a spreadsheet or a printed table. */
export function cellText(f: FieldDecl, value: unknown, ctx: CellContext): string {
  if (value === null || value === undefined || value === '') return '';
  if (f.reference)
    return [value]
      .flat()
      .map((id) => ctx.names.get(String(id)) ?? '')
      .filter(Boolean)
      .join(', ');
  // A flagged switch in its flag's words ("Refused", "Allowed"), as the screens show it, never "No Marketing SMS: No".
  if (typeof value === 'boolean') return (ctx.words ?? englishWords)(f.flag ? (value ? f.flag.on : f.flag.off) : value ? 'Yes' : 'No');
  if (f.viewType === 'currency') return money(value, ctx);
  return CELL[f.type](value, f, ctx);
}
