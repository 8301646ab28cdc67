import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { parseTaka, toTaka } from '../../common/money';
import type { Db } from '../db/client';
import { ACCESS_COLUMN, type AccessProbe } from './accessProbe';
import type { CompiledResource } from './compile';
import { attachChildren, readEntries, writeEntries, writeLinks } from './children';
import { mapDbError } from './dbErrors';
import { ApiError, fieldError, msg, notFound } from './errors';
import { withinReach } from './locationScope';
import { isListType } from './fieldTypeWire';
import type { Actor, AfterWriteContext, BeforeWriteContext, ChildEntry, FieldDecl, WireRecord, Viewer, WriteHooks, WriteMode } from './declaration';
import { orderOf, whereOf, type ListParams } from './listQuery';
import { isUuid } from './uuid';
import { selection } from './records';
import { refuseLoops } from './tree';
import { freeValue, makeSlugs, prepareWrite } from './write';

export interface ListPage {
  rows: WireRecord[];
  total: number;
  /** There are more than `total` matches: the count stopped at the declaration's `countCap`. */
  capped: boolean;
}

/**
 * The data access of one declared resource: every query and write the generic
 * routes make. Each write runs in one transaction with the resource's hooks
 * and the registry's (audit log) inside it; what the database refuses leaves
 * here as a 4xx.
 */
/** `get/sum/{field}` adds up a stored number or money field (the OpenAPI document's enum too). */
export const isSummable = (f: FieldDecl): boolean => !!f.db && (f.type === 'number' || f.type === 'currency');

export class ResourceRepository {
  /** The record's select list; its rows come back shaped as records. */
  private readonly sel;

  constructor(
    readonly res: CompiledResource,
    private readonly db: () => Db,
    /** Hooks for every resource (the registry's), read at each write. */
    private readonly globalHooks: () => readonly WriteHooks[],
    private readonly timeZone: () => string,
  ) {
    this.sel = selection(res.decl);
  }

  private get decl() {
    return this.res.decl;
  }

  private touch(): Record<string, unknown> {
    return this.res.updatedAtProp ? { [this.res.updatedAtProp]: new Date() } : {};
  }

  /**
   * The rows a viewer may reach (the resource's location scope); none to keep to for the
   * server's own writes (no user).
   */
  private reach(viewer: Viewer | undefined): SQL | undefined {
    const scope = this.decl.locationScope;
    return scope && viewer?.userId ? withinReach(scope, viewer) : undefined;
  }

  /**
   * A write may not leave a record outside the writer's reach (another location's): 403,
   * and the transaction rolls back.
   */
  private async keepWithinReach(tx: Db, id: string, actor: Actor): Promise<void> {
    const reach = this.reach(actor);
    if (!reach) return;
    const rows = await tx
      .select({ id: this.decl.id })
      .from(this.decl.table)
      .where(and(eq(this.decl.id, id), reach))
      .limit(1);
    if (rows.length === 0) throw new ApiError(403, msg('other_location'));
  }

  /** One record by id, or 404 (an id that is not a uuid is unknown too, as is one out of the viewer's reach); `probe` rides along in its statement. */
  async findOne(id: string, db: Db = this.db(), probe?: AccessProbe, viewer?: Viewer): Promise<WireRecord> {
    const found = await this.maybeOne(id, db, probe, viewer);
    if (!found) throw notFound(this.decl.singular);
    return found;
  }

  private async maybeOne(id: string, db: Db, probe?: AccessProbe, viewer?: Viewer): Promise<WireRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const rows = await db
      .select(probe ? { ...this.sel, [ACCESS_COLUMN]: probe.sql } : this.sel)
      .from(this.decl.table)
      .where(and(eq(this.decl.id, id), this.decl.scope?.(), this.reach(viewer)))
      .limit(1);
    if (rows.length === 0) return undefined;
    const { [ACCESS_COLUMN]: access, ...record } = rows[0] as Record<string, unknown>;
    probe?.answer(access as string[] | null);
    await attachChildren(db, this.res.children, [record]);
    return record;
  }

  /** Child rows and links of a record, and its search text, in the write's transaction. */
  private async writeRelated(tx: Db, mode: WriteMode, id: string, children: Record<string, ChildEntry[]>, links: Record<string, string[]>): Promise<void> {
    for (const f of this.res.children) {
      if (children[f.key]) await writeEntries(tx, f, this.decl, id, children[f.key]);
    }
    for (const f of this.res.links) {
      if (links[f.key]) await writeLinks(tx, f, id, links[f.key], mode === 'update-many' ? 'add' : 'replace');
    }
    const { searchColumn, searchSource } = this.decl;
    if (searchColumn && searchSource) {
      await tx
        .update(this.decl.table)
        .set({ [searchColumnProp(this.decl)]: searchSource })
        .where(eq(this.decl.id, id));
    }
  }

  /** The first record in the default order (`GET {path}/get/one`). */
  async first(viewer?: Viewer): Promise<WireRecord> {
    const rows = await this.db()
      .select(this.sel)
      .from(this.decl.table)
      .where(and(this.decl.scope?.(), this.reach(viewer)))
      .orderBy(...orderOf(this.decl, this.decl.defaultSort ?? '-createdAt'))
      .limit(1);
    if (rows.length === 0) throw notFound(this.decl.singular);
    const record = rows[0] as WireRecord;
    await attachChildren(this.db(), this.res.children, [record]);
    return record;
  }

  private async attachChildrenOf(db: Db, record: WireRecord): Promise<void> {
    await attachChildren(db, this.res.children, [record]);
  }

  /** A page of records and the count of all matches; `probe` rides along in the count's statement. */
  async list(params: ListParams, probe?: AccessProbe): Promise<ListPage> {
    const where = whereOf(this.decl, params, this.timeZone());
    // The count is sent first: on a large table it is the longest statement, and the answer waits for it.
    const counting = this.countOf(where, this.decl.countCap, probe);
    // The page's child rows are read as soon as the page is in, while the count may still run.
    const page = async () => {
      const records = (await this.db()
        .select(params.swap ? selection(this.decl, params.swap) : this.sel)
        .from(this.decl.table)
        .where(where)
        .orderBy(...orderOf(this.decl, params.sort, params.swap))
        .limit(params.limit)
        .offset((params.page - 1) * params.limit)) as WireRecord[];
      await attachChildren(this.db(), this.res.children, records, params.swap?.children);
      return records;
    };
    const [records, counted] = await Promise.all([page(), counting]);
    const cap = this.decl.countCap;
    if (cap !== undefined && counted > cap) return { rows: records, total: cap, capped: true };
    return { rows: records, total: counted, capped: false };
  }

  /** The matches of `where`; with a cap, reading stops one row past it. */
  private async countOf(where: SQL | undefined, cap?: number, probe?: AccessProbe): Promise<number> {
    const db = this.db();
    const columns = { count: sql<number>`count(*)::int`, access: probe?.sql ?? sql<null>`null` };
    const rows =
      cap === undefined
        ? await db.select(columns).from(this.decl.table).where(where)
        : await db.select(columns).from(
            db
              .select({ one: sql`1` })
              .from(this.decl.table)
              .where(where)
              .limit(cap + 1)
              .as('capped'),
          );
    probe?.answer(rows[0].access);
    return Number(rows[0].count);
  }

  async count(params: Pick<ListParams, 'search' | 'filters' | 'swap' | 'within'>, probe?: AccessProbe): Promise<number> {
    return this.countOf(whereOf(this.decl, params, this.timeZone()), undefined, probe);
  }

  /** The sum of a number or money field over the filtered records; money stays exact. */
  async sum(key: string, params: Pick<ListParams, 'search' | 'filters' | 'swap' | 'within'>): Promise<number> {
    const f = this.decl.fields.find((x) => x.key === key);
    if (!f || !isSummable(f)) throw fieldError('field', `cannot sum "${key}"`);
    const rows = await this.db()
      .select({ total: sql<string>`coalesce(sum(${params.swap?.fields?.[key] ?? f.db!}), 0)::text` })
      .from(this.decl.table)
      .where(whereOf(this.decl, params, this.timeZone()));
    const text = String(rows[0].total);
    // Sums of money stay exact: numeric text → poisha → taka.
    const p = parseTaka(text.includes('.') ? text.replace(/(\.\d{2})\d*$/, '$1') : text);
    return p === null ? Number(text) : toTaka(p);
  }

  /**
   * Run one write in a transaction: before-hooks, the write, after-hooks.
   * A database refusal anywhere inside becomes a 4xx and nothing is kept.
   */
  private async inTransaction<T>(on: 'write' | 'delete', work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db().transaction((tx) => work(tx as unknown as Db));
    } catch (err) {
      mapDbError(this.res, err, on);
    }
  }

  private hooks(): WriteHooks[] {
    return [...(this.decl.hooks ? [this.decl.hooks] : []), ...this.globalHooks()];
  }

  private async before(ctx: BeforeWriteContext): Promise<void> {
    for (const h of this.hooks()) await h.beforeWrite?.(ctx);
  }

  private async after(ctx: AfterWriteContext): Promise<void> {
    for (const h of this.hooks()) await h.afterWrite?.(ctx);
  }

  private async insertRow(
    tx: Db,
    mode: WriteMode,
    values: Record<string, unknown>,
    actor: Actor,
    related: { children: Record<string, ChildEntry[]>; links: Record<string, string[]> },
    body?: Record<string, unknown>,
  ) {
    await this.before({ tx, decl: this.decl, mode, actor, body, values, ...related });
    const rows = (await tx.insert(this.decl.table).values(values).returning({ id: this.decl.id })) as { id: string }[];
    const id = rows[0].id;
    await this.writeRelated(tx, mode, id, related.children, related.links);
    await this.keepWithinReach(tx, id, actor);
    const after = await this.findOne(id, tx);
    await this.after({ tx, decl: this.decl, mode, actor, body, id, after });
    return after;
  }

  async create(body: Record<string, unknown>, actor: Actor): Promise<WireRecord> {
    // Checked (and passwords hashed) before the transaction, which then stays short.
    const prepared = await prepareWrite(this.res, body, 'create', this.db());
    return this.inTransaction('write', async (tx) => {
      await makeSlugs(tx, this.res, prepared);
      return this.insertRow(tx, 'create', prepared.values, actor, prepared, body);
    });
  }

  /**
   * A copy: the same values, with ` (Copy)` after the label (` (Copy 2)`… when
   * the label is unique), and a value no other row holds in every unique field:
   * left empty where the field may be, else the text with `-2`, `-3`… after it,
   * within the field's limit. Fields marked `onCopy: 'clear'` are left empty
   * (for the resource's hooks to fill).
   */
  async copy(id: string, actor: Actor): Promise<WireRecord> {
    if (!isUuid(id)) throw notFound(this.decl.singular);
    return this.inTransaction('write', async (tx) => {
      const [source] = (await tx
        .select()
        .from(this.decl.table)
        .where(and(eq(this.decl.id, id), this.reach(actor)))
        .limit(1)) as Record<string, unknown>[];
      if (!source) throw notFound(this.decl.singular);
      const { res } = this;
      const values: Record<string, unknown> = {};
      for (const f of res.writable) {
        const prop = res.propOf.get(f) as string;
        const value = source[prop];
        if (f.onCopy === 'clear' || value === null || value === undefined) continue;
        values[prop] = value;
      }
      const label = res.labelField;
      if (label?.db) {
        const prop = res.propOf.get(label) as string;
        const name = String(source[prop]);
        values[prop] = label.unique ? await freeValue(tx, res, label, name, (b, n) => (n === 1 ? `${b} (Copy)` : `${b} (Copy ${n})`)) : `${name} (Copy)`;
      }
      // Every other unique value is made free, so that no copy is refused for one (a 409).
      for (const f of res.writable.filter((x) => (x.unique || x.type === 'slug') && x !== label && x.onCopy !== 'clear')) {
        const prop = res.propOf.get(f) as string;
        const value = values[prop];
        if (value === undefined) continue;
        if (mayBeLeftEmpty(f)) delete values[prop];
        else if (typeof value === 'string') values[prop] = await freeValue(tx, res, f, value);
      }
      // Child rows are copied as new rows (fields marked `onCopy: 'clear'` left for the hooks to fill); links as they are.
      const children: Record<string, ChildEntry[]> = {};
      for (const f of res.children) {
        const cleared = new Set((f.child?.fields ?? []).filter((c) => c.onCopy === 'clear' && c.db).map((c) => c.db?.name));
        children[f.key] = (await readEntries(tx, f, id)).map((e) => ({
          values: Object.fromEntries(Object.entries(e.values).filter(([prop]) => !cleared.has(childColumnName(f, prop)))),
        }));
      }
      const sourceRecord = await this.findOne(id, tx);
      const links: Record<string, string[]> = {};
      for (const f of res.links) links[f.key] = (sourceRecord[f.key] as string[] | undefined) ?? [];
      return this.insertRow(tx, 'copy', values, actor, { children, links });
    });
  }

  async update(id: string, body: Record<string, unknown>, actor: Actor): Promise<WireRecord> {
    if (!isUuid(id)) throw notFound(this.decl.singular);
    const prepared = await prepareWrite(this.res, body, 'update', this.db());
    return this.inTransaction('write', async (tx) => {
      const before = await this.findOne(id, tx, undefined, actor);
      if (Object.keys(prepared.values).length + Object.keys(prepared.children).length + Object.keys(prepared.links).length === 0) return before;
      return this.updateRow(tx, 'update', id, before, prepared.values, actor, prepared, body);
    });
  }

  private async updateRow(
    tx: Db,
    mode: WriteMode,
    id: string,
    before: WireRecord,
    values: Record<string, unknown>,
    actor: Actor,
    related: { children: Record<string, ChildEntry[]>; links: Record<string, string[]> } = { children: {}, links: {} },
    body?: Record<string, unknown>,
  ): Promise<WireRecord> {
    await refuseLoops(tx, this.res, id, values);
    await this.before({ tx, decl: this.decl, mode, actor, body, id, before, values, ...related });
    await tx
      .update(this.decl.table)
      .set({ ...values, ...this.touch() })
      .where(eq(this.decl.id, id));
    await this.writeRelated(tx, mode, id, related.children, related.links);
    await this.keepWithinReach(tx, id, actor);
    const after = await this.findOne(id, tx);
    await this.after({ tx, decl: this.decl, mode, actor, body, id, before, after });
    return after;
  }

  /** The same change to many records; ids that do not exist are skipped. */
  async updateMany(ids: string[], updates: Record<string, unknown>, actor: Actor): Promise<string[]> {
    if (!ids.every(isUuid)) throw fieldError('ids', msg('not_record_ids'));
    const prepared = await prepareWrite(this.res, updates, 'update', this.db());
    if (Object.keys(prepared.values).length + Object.keys(prepared.links).length === 0) throw fieldError('updates', msg('nothing_to_change'));
    return this.inTransaction('write', async (tx) => {
      // Ids out of the writer's reach are skipped, as unknown ones are.
      const rows = await tx
        .select(this.sel)
        .from(this.decl.table)
        .where(and(inArray(this.decl.id, [...new Set(ids)]), this.reach(actor)));
      const done: string[] = [];
      for (const row of rows) {
        const before = row as WireRecord;
        // Each record gets its own copy: a hook may adjust the values of one.
        await this.attachChildrenOf(tx, before);
        await this.updateRow(
          tx,
          'update-many',
          String(before._id),
          before,
          { ...prepared.values },
          actor,
          { children: {}, links: { ...prepared.links } },
          updates,
        );
        done.push(String(before._id));
      }
      return done;
    });
  }

  /** Delete a record; gives it back as it was. */
  async remove(id: string, actor: Actor): Promise<WireRecord> {
    return this.inTransaction('delete', async (tx) => {
      const before = await this.findOne(id, tx, undefined, actor);
      await this.before({ tx, decl: this.decl, mode: 'delete', actor, id, before, values: {}, children: {}, links: {} });
      await tx.delete(this.decl.table).where(eq(this.decl.id, id));
      await this.after({ tx, decl: this.decl, mode: 'delete', actor, id, before });
      return before;
    });
  }

  /** Remove one entry of a list field, matched by its `_id` (objects) or its value (strings). */
  async removeItem(id: string, key: string, item: string | undefined, actor: Actor): Promise<WireRecord> {
    const f = this.res.writable.find((x) => x.key === key && isListType(x.type));
    if (!f) throw fieldError('key', `"${key}" is not a list of ${this.decl.path}`);
    if (item === undefined || item === '') throw fieldError('item', msg('required'));
    return this.inTransaction('write', async (tx) => {
      const before = await this.findOne(id, tx, undefined, actor);
      const list = (before[key] as unknown[] | undefined) ?? [];
      const kept = list.filter((entry) => (entry !== null && typeof entry === 'object' ? (entry as { _id?: string })._id !== item : String(entry) !== item));
      if (kept.length === list.length) throw notFound(`Entry "${item}" of ${key}`);
      return this.updateRow(tx, 'remove-item', id, before, { [this.res.propOf.get(f) as string]: kept }, actor);
    });
  }
}

/** The Drizzle property of a declaration's search column. */
/** A field neither the declaration nor its column requires: a copy may leave it empty. */
const mayBeLeftEmpty = (f: FieldDecl): boolean => !f.required && f.db?.notNull === false;

function searchColumnProp(decl: CompiledResource['decl']): string {
  const columns = getTableColumns(decl.table) as Record<string, unknown>;
  const prop = Object.keys(columns).find((k) => columns[k] === decl.searchColumn);
  if (!prop) throw new Error(`${decl.path}: its search column is not in its table`);
  return prop;
}

/** The database column name of a child table's Drizzle property. */
function childColumnName(f: FieldDecl, prop: string): string | undefined {
  const columns = getTableColumns((f.child as NonNullable<FieldDecl['child']>).table) as Record<string, { name: string }>;
  return columns[prop]?.name;
}
