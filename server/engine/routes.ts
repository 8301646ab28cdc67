import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { parseTaka, toTaka } from '../../common/money';
import { permission } from '../../common/permissions';
import type { CompiledResource } from './compile';
import { ApiError, badRequest, conflict, fieldError, notFound, pgError } from './errors';
import { exportCsv } from './export/csv';
import { exportPdf } from './export/pdf';
import { isUuid, orderOf, parseListQuery, whereOf } from './listQuery';
import { nest, selection } from './records';
import type { Registry } from './registry';
import { freeValue, makeSlugs, prepareWrite } from './write';
import { errorResponses } from './errorSchema';
import { isListType } from './fieldTypes';

export interface ResourceRoutesOptions {
  res: CompiledResource;
  registry: Registry;
}

type Query = Record<string, unknown>;
type IdParams = { id: string };

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    sort: { type: 'string' },
    search: { type: 'string', maxLength: 200 },
  },
  additionalProperties: true,
};

/**
 * Every generic call of spec §7.1 for one declared resource. Nothing here is
 * specific to a resource: all of it comes from the compiled declaration.
 */
export const resourceRoutes: FastifyPluginAsync<ResourceRoutesOptions> = async (app, { res, registry }) => {
  const { decl } = res;
  const table = decl.table;
  const sel = selection(decl);
  const can = (action: string) => ({ auth: permission(decl.path, action) });
  const tags = [decl.path];
  const record = res.record;
  const listResponse = {
    type: 'object',
    properties: {
      doc: { type: 'array', items: record },
      docsInPage: { type: 'integer' },
      totalDocs: { type: 'integer' },
      totalPages: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    },
  };
  const db = () => app.db.db;

  /** Map what PostgreSQL refused to the error contract: unique → 409, missing reference → 400. */
  function dbError(err: unknown, on: 'write' | 'delete'): never {
    const info = pgError(err);
    if (info?.code === '23505') {
      const f = res.fieldOfConstraint(info.constraint);
      throw conflict(f?.key ?? 'record', 'is already taken');
    }
    // 23503: a reference to nothing, or a referenced row removed; 23001: ON DELETE RESTRICT.
    if (info?.code === '23503' || info?.code === '23001') {
      if (on === 'delete') throw new ApiError(409, `This ${decl.singular.toLowerCase()} is still used by other records`);
      const f = decl.fields.find((x) => x.db && info.constraint?.includes(`_${x.db.name}_`));
      throw fieldError(f?.key ?? 'record', 'refers to a record that does not exist');
    }
    if (info?.code === '23502') throw badRequest('A required value is missing');
    throw err;
  }

  async function findOne(id: string) {
    if (!isUuid(id)) throw notFound(decl.singular);
    const rows = await db().select(sel).from(table).where(eq(decl.id, id)).limit(1);
    if (rows.length === 0) throw notFound(decl.singular);
    return nest(rows[0]);
  }

  /** Insert one row and give its id; what the database refuses becomes a 4xx. */
  async function insert(values: Record<string, unknown>): Promise<string> {
    try {
      const rows = (await db().insert(table).values(values).returning({ id: decl.id })) as { id: string }[];
      return rows[0].id;
    } catch (err) {
      dbError(err, 'write');
    }
  }

  const touch = () => (res.updatedAtProp ? { [res.updatedAtProp]: new Date() } : {});

  if (res.ops.has('list')) {
    app.get<{ Querystring: Query }>(
      '/',
      {
        config: can('list'),
        schema: { tags, summary: `List ${decl.title}`, querystring: listQuerySchema, response: { 200: listResponse, ...errorResponses } },
      },
      async (req) => {
        const params = parseListQuery(decl, req.query);
        const where = whereOf(decl, params, app.store.timeZone);
        const [rows, counted] = await Promise.all([
          db()
            .select(sel)
            .from(table)
            .where(where)
            .orderBy(...orderOf(decl, params.sort))
            .limit(params.limit)
            .offset((params.page - 1) * params.limit),
          db().select({ count: sql<number>`count(*)::int` }).from(table).where(where),
        ]);
        const totalDocs = Number(counted[0].count);
        return {
          doc: rows.map(nest),
          docsInPage: rows.length,
          totalDocs,
          totalPages: Math.ceil(totalDocs / params.limit),
          page: params.page,
          limit: params.limit,
        };
      },
    );

    app.get('/get/schema', { config: can('list'), schema: { tags, summary: `Schema of ${decl.title}` } }, async () => {
      const schema = registry.publicSchema(decl.path);
      return schema;
    });

    app.get('/get/filters', { config: can('list'), schema: { tags, summary: `Filters of ${decl.title}` } }, async () => decl.filters);

    app.get<{ Querystring: Query }>(
      '/get/count',
      {
        config: can('list'),
        schema: { tags, summary: `Count ${decl.title}`, querystring: listQuerySchema, response: { 200: { type: 'object', properties: { count: { type: 'integer' } } } } },
      },
      async (req) => {
        const params = parseListQuery(decl, req.query);
        const rows = await db()
          .select({ count: sql<number>`count(*)::int` })
          .from(table)
          .where(whereOf(decl, params, app.store.timeZone));
        return { count: Number(rows[0].count) };
      },
    );

    app.get<{ Querystring: Query; Params: { field: string } }>(
      '/get/sum/:field',
      {
        config: can('list'),
        schema: { tags, summary: `Sum a number field of ${decl.title}`, querystring: listQuerySchema, response: { 200: { type: 'object', properties: { total: { type: 'number' } } } } },
      },
      async (req) => {
        const f = decl.fields.find((x) => x.key === req.params.field);
        if (!f?.db || (f.type !== 'number' && f.type !== 'currency')) throw fieldError('field', `cannot sum "${req.params.field}"`);
        const params = parseListQuery(decl, req.query);
        const rows = await db()
          .select({ total: sql<string>`coalesce(sum(${f.db}), 0)::text` })
          .from(table)
          .where(whereOf(decl, params, app.store.timeZone));
        const text = String(rows[0].total);
        // Sums of money stay exact: numeric text → poisha → taka.
        const p = parseTaka(text.includes('.') ? text.replace(/(\.\d{2})\d*$/, '$1') : text);
        return { total: p === null ? Number(text) : toTaka(p) };
      },
    );
  }

  if (res.ops.has('show')) {
    app.get('/get/one', { config: can('show'), schema: { tags, summary: `First of ${decl.title}`, response: { 200: record, ...errorResponses } } }, async () => {
      const rows = await db()
        .select(sel)
        .from(table)
        .orderBy(...orderOf(decl, decl.defaultSort ?? '-createdAt'))
        .limit(1);
      if (rows.length === 0) throw notFound(decl.singular);
      return nest(rows[0]);
    });

    app.get<{ Params: IdParams }>(
      '/:id',
      { config: can('show'), schema: { tags, summary: `One ${decl.singular}`, params: idParams, response: { 200: record, ...errorResponses } } },
      async (req) => findOne(req.params.id),
    );
  }

  if (res.ops.has('edit')) {
    app.get<{ Params: IdParams }>(
      '/edit/:id',
      { config: can('edit'), schema: { tags, summary: `One ${decl.singular}, to edit`, params: idParams, response: { 200: record, ...errorResponses } } },
      async (req) => findOne(req.params.id),
    );
  }

  if (res.ops.has('create')) {
    app.post<{ Body: Record<string, unknown> }>(
      '/',
      { config: can('create'), schema: { tags, summary: `Add a ${decl.singular}`, body: res.createBody, response: { 201: record, ...errorResponses } } },
      async (req, reply) => {
        const prepared = await prepareWrite(res, req.body, 'create', db());
        await makeSlugs(db(), res, prepared);
        reply.code(201);
        return findOne(await insert(prepared.values));
      },
    );
  }

  if (res.ops.has('copy')) {
    app.put<{ Params: IdParams }>(
      '/copy/:id',
      { config: can('create'), schema: { tags, summary: `Copy a ${decl.singular}`, params: idParams, response: { 201: record, ...errorResponses } } },
      async (req, reply) => {
        if (!isUuid(req.params.id)) throw notFound(decl.singular);
        const [source] = (await db().select().from(table).where(eq(decl.id, req.params.id)).limit(1)) as Record<string, unknown>[];
        if (!source) throw notFound(decl.singular);
        const values: Record<string, unknown> = {};
        for (const f of res.writable) {
          const prop = res.propOf.get(f) as string;
          const value = source[prop];
          if (f.onCopy === 'clear' || value === null || value === undefined) continue;
          values[prop] = value;
        }
        const label = res.labelField;
        if (label?.db) {
          const base = `${String(source[res.propOf.get(label) as string])} (Copy)`;
          values[res.propOf.get(label) as string] = label.unique
            ? await freeValue(db(), res, label, base, (b, n) => `${b.slice(0, -1)} ${n})`)
            : base;
        }
        for (const f of res.writable.filter((x) => x.type === 'slug' || x.onCopy === 'regenerate')) {
          const prop = res.propOf.get(f) as string;
          if (typeof source[prop] === 'string') values[prop] = await freeValue(db(), res, f, String(source[prop]));
        }
        reply.code(201);
        return findOne(await insert(values));
      },
    );
  }

  if (res.ops.has('edit')) {
    app.put<{ Body: { ids: string[]; updates: Record<string, unknown> } }>(
      '/update/many',
      {
        config: can('edit'),
        schema: {
          tags,
          summary: `Change many ${decl.title} at once`,
          body: {
            type: 'object',
            required: ['ids', 'updates'],
            properties: {
              ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000 },
              type: { type: 'string' },
              updates: res.updateBody,
            },
          },
          response: { 200: { type: 'object', properties: { updated: { type: 'integer' }, ids: { type: 'array', items: { type: 'string' } } } }, ...errorResponses },
        },
      },
      async (req) => {
        const { ids, updates } = req.body;
        if (!ids.every(isUuid)) throw fieldError('ids', 'must be record ids');
        const prepared = await prepareWrite(res, updates, 'update', db());
        if (Object.keys(prepared.values).length === 0) throw fieldError('updates', 'has nothing to change');
        try {
          const rows = (await db()
            .update(table)
            .set({ ...prepared.values, ...touch() })
            .where(sql`${decl.id} in ${ids}`)
            .returning({ id: decl.id })) as { id: string }[];
          return { updated: rows.length, ids: rows.map((r) => r.id) };
        } catch (err) {
          dbError(err, 'write');
        }
      },
    );

    app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
      '/:id',
      { config: can('edit'), schema: { tags, summary: `Change a ${decl.singular}`, params: idParams, body: res.updateBody, response: { 200: record, ...errorResponses } } },
      async (req) => {
        if (!isUuid(req.params.id)) throw notFound(decl.singular);
        const prepared = await prepareWrite(res, req.body, 'update', db());
        if (Object.keys(prepared.values).length > 0) {
          try {
            const rows = await db()
              .update(table)
              .set({ ...prepared.values, ...touch() })
              .where(eq(decl.id, req.params.id))
              .returning({ id: decl.id });
            if (rows.length === 0) throw notFound(decl.singular);
          } catch (err) {
            if (err instanceof ApiError) throw err;
            dbError(err, 'write');
          }
        }
        return findOne(req.params.id);
      },
    );
  }

  if (res.ops.has('delete') || res.ops.has('edit')) {
    app.delete<{ Params: IdParams; Querystring: { key?: string; item?: string } }>(
      '/:id',
      {
        // Removing one entry of a list is an edit; removing the record is a delete.
        config: { auth: permission(decl.path, 'delete'), authWhenQuery: { key: permission(decl.path, 'edit') } },
        schema: {
          tags,
          summary: `Delete a ${decl.singular}, or with ?key=&item= one entry of its list field`,
          params: idParams,
          querystring: { type: 'object', properties: { key: { type: 'string' }, item: { type: 'string' } } },
          response: { 200: record, ...errorResponses },
        },
      },
      async (req) => {
        const { id } = req.params;
        const { key, item } = req.query;
        if (key !== undefined) return removeFromList(id, key, item);
        if (!res.ops.has('delete')) throw new ApiError(403, `${decl.title} cannot be deleted`);
        const before = await findOne(id);
        try {
          await db().delete(table).where(eq(decl.id, id));
        } catch (err) {
          dbError(err, 'delete');
        }
        await decl.afterDelete?.(before, app);
        return before;
      },
    );
  }

  async function removeFromList(id: string, key: string, item: string | undefined) {
    const f = res.writable.find((x) => x.key === key && isListType(x.type));
    if (!f) throw fieldError('key', `"${key}" is not a list of ${decl.path}`);
    if (item === undefined || item === '') throw fieldError('item', 'is required');
    const current = await findOne(id);
    const list = (current[key] as unknown[] | undefined) ?? [];
    const kept = list.filter((entry) =>
      entry !== null && typeof entry === 'object' ? (entry as { _id?: string })._id !== item : String(entry) !== item,
    );
    if (kept.length === list.length) throw notFound(`Entry "${item}" of ${key}`);
    await db()
      .update(table)
      .set({ [res.propOf.get(f) as string]: kept, ...touch() })
      .where(eq(decl.id, id));
    return findOne(id);
  }

  if (res.ops.has('export')) {
    app.post<{ Params: { type: string }; Querystring: Query; Body: { fields: string[]; ids?: string[] } }>(
      '/export/:type',
      {
        config: can('export'),
        schema: {
          tags,
          summary: `Export ${decl.title} as CSV or PDF (the list's search, filters and sort in the query string)`,
          params: { type: 'object', properties: { type: { type: 'string', enum: ['csv', 'pdf'] } }, required: ['type'] },
          querystring: listQuerySchema,
          body: {
            type: 'object',
            required: ['fields'],
            properties: {
              fields: { type: 'array', items: { type: 'string' }, maxItems: 100 },
              ids: { type: 'array', items: { type: 'string' }, maxItems: 100000 },
            },
          },
        },
      },
      async (req, reply) => {
        const params = parseListQuery(decl, req.query);
        const job = { app, res, registry, params, fields: req.body.fields, ids: req.body.ids };
        return req.params.type === 'csv' ? exportCsv(job, reply) : exportPdf(job, reply);
      },
    );
  }
};

