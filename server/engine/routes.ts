import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { permission } from '../../common/permissions';
import { MAX_LIMIT } from '../../common/resourceSpec';
import type { CompiledResource } from './compile';
import { ApiError, msg } from './errors';
import { documentedAs, exportDoc, listQueryDoc, manyDoc, bodyDoc, sumKeys } from './documented';
import { errorsFor } from './errorSchema';
import { exportCsv } from './export/csv';
import { exportPdf } from './export/pdf';
import { exportWords } from './export/language';
import { isListType } from './fieldTypeWire';
import type { Actor, ListParams, Viewer } from './declaration';
import { readListQuery } from './listQuery';
import type { Registry } from './registry';
import { publicField } from './publicSpec';
import { ResourceRepository } from './repository';

export interface ResourceRoutesOptions {
  res: CompiledResource;
  registry: Registry;
}

type Query = Record<string, unknown>;
type IdParams = { id: string };

/** Page numbers beyond this are refused (page × limit must stay a sane SQL offset). */
const MAX_PAGE = 1_000_000;

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
const baseListQuery = {
  type: 'object',
  properties: {
    // The only check of page and limit: an offset past a million pages is no list anyone reads.
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
    sort: { type: 'string' },
    search: { type: 'string', maxLength: 200 },
  },
  additionalProperties: true,
};

/** A list's query string with the parameters of the resource's list views beside page, limit, sort and search. */
function withListViews(query: typeof baseListQuery, decl: CompiledResource['decl']) {
  const views = decl.listSwaps ?? [];
  if (views.length === 0) return query;
  return { ...query, properties: { ...query.properties, ...Object.fromEntries(views.map((v) => [v.param, v.schema])) } };
}

/**
 * What the handlers below answer beside success; 401, 403 and the validator's,
 * parser's and router's 400, 413, 414 and 415 are added to every route where
 * they arise (answers.ts). A write can meet a taken value or a record still in
 * use (409) and a value the database refuses (400) in any of its hooks.
 */
const unknownId = errorsFor(404);
const writeErrors = errorsFor(400, 404, 409);

/** What `get/schema` answers: the resource's public spec (ResourceSpec, common/resourceSpec.ts). */
const schemaResponse = {
  type: 'object',
  required: ['path', 'title', 'fields'],
  properties: { path: { type: 'string' }, title: { type: 'string' }, fields: { type: 'array', items: { type: 'object', additionalProperties: true } } },
  additionalProperties: true,
};
/** What `get/filters` answers: the resource's filters (FilterDef, common/resourceSpec.ts). */
const filtersResponse = {
  type: 'array',
  items: { type: 'object', required: ['field', 'type'], properties: { field: { type: 'string' }, type: { type: 'string' } }, additionalProperties: true },
};
/** An exported file, by its type. */
const exportResponse = {
  description: 'The file, as an attachment',
  content: {
    'text/csv': { schema: { type: 'string', format: 'binary' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
};

/**
 * Every generic call of spec §7.1 for one declared resource. Nothing here is
 * specific to a resource: all of it comes from the compiled declaration.
 */
export const resourceRoutes: FastifyPluginAsync<ResourceRoutesOptions> = async (app, { res, registry }) => {
  const { decl } = res;
  const can = (action: string) => ({ auth: permission(decl.permissionAs ?? decl.path, action) });
  /** A read whose statement carries the access check (engine/accessProbe.ts). */
  const canRead = (action: string) => ({ ...can(action), accessInQuery: true });
  const tags = [decl.path];
  const { reader } = decl;
  const record = reader?.record ?? res.record;
  const listResponse = {
    type: 'object',
    properties: {
      doc: { type: 'array', items: record },
      docsInPage: { type: 'integer' },
      totalDocs: { type: 'integer' },
      totalPages: { type: 'integer' },
      /** The count stopped at the resource's cap: there are more than totalDocs. */
      totalCapped: { type: 'boolean' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    },
  };
  const manyBody = {
    type: 'object',
    required: ['ids', 'updates'],
    properties: {
      ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000 },
      // Sent by older clients and not read.
      type: { type: 'string', maxLength: 100 },
      updates: res.manyBody,
    },
  };
  const exportBody = {
    type: 'object',
    required: ['fields'],
    properties: {
      fields: { type: 'array', items: { type: 'string' }, maxItems: 100 },
      ids: { type: 'array', items: { type: 'string' }, maxItems: 100000 },
    },
  };
  // The list's query string with the resource's own list views (ListSwapParam), validated and documented.
  const listQuerySchema = withListViews(baseListQuery, decl);
  // The query string as the document shows it: `sort` as the keys the list takes.
  const listQueryDocumented = listQueryDoc(listQuerySchema, decl);
  const repository = new ResourceRepository(
    res,
    () => app.db.db,
    () => registry.writeHooks(),
    () => app.shop.timeZone,
  );
  const actorOf = (req: FastifyRequest): Actor => {
    const user = req.user as { sub?: string; sid?: string } | undefined;
    return { userId: user?.sub, sessionId: user?.sid, ip: req.ip };
  };
  const viewerOf = (req: FastifyRequest): Viewer => {
    const user = req.user as { sub?: string; sid?: string } | undefined;
    return { userId: user?.sub, sessionId: user?.sid };
  };
  /** A page and the count of all matches: the table's (repository), or the reader's. */
  const listOf = async (req: FastifyRequest, params: ListParams) => {
    if (!reader) return repository.list(params, req.accessProbe);
    const db = app.db.db;
    const cap = decl.countCap;
    const [rows, total] = await Promise.all([reader.page(db, params, viewerOf(req)), reader.count(db, params, viewerOf(req), cap)]);
    return cap !== undefined && total > cap ? { rows, total: cap, capped: true } : { rows, total, capped: false };
  };

  if (res.ops.has('list')) {
    app.get<{ Querystring: Query }>(
      '/',
      {
        config: { ...canRead('list'), swaggerTransform: documentedAs({ querystring: listQueryDocumented }) },
        schema: { tags, summary: `List ${decl.title}`, querystring: listQuerySchema, response: { 200: listResponse } },
      },
      async (req) => {
        const params = await readListQuery(decl, req.query, app.db.db, viewerOf(req));
        const { rows, total: totalDocs, capped } = await listOf(req, params);
        return {
          doc: rows,
          docsInPage: rows.length,
          totalDocs,
          totalPages: Math.ceil(totalDocs / params.limit),
          totalCapped: capped,
          page: params.page,
          limit: params.limit,
        };
      },
    );

    app.get('/get/schema', { config: can('list'), schema: { tags, summary: `Schema of ${decl.title}`, response: { 200: schemaResponse } } }, async (req) => {
      const spec = registry.publicSpec(decl.path);
      if (!reader?.fieldsFrom) return spec;
      // Columns made from another table's rows are read at each request: its rows are data.
      const more = await reader.fieldsFrom(app.db.db, viewerOf(req));
      return { ...spec, fields: [...spec.fields, ...more.map(publicField)] };
    });

    app.get(
      '/get/filters',
      { config: can('list'), schema: { tags, summary: `Filters of ${decl.title}`, response: { 200: filtersResponse } } },
      async () => decl.filters,
    );

    app.get<{ Querystring: Query }>(
      '/get/count',
      {
        config: { ...canRead('list'), swaggerTransform: documentedAs({ querystring: listQueryDocumented }) },
        schema: {
          tags,
          summary: `Count ${decl.title}`,
          querystring: listQuerySchema,
          response: { 200: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } },
        },
      },
      async (req) => ({
        count: reader
          ? await reader.count(app.db.db, await readListQuery(decl, req.query, app.db.db, viewerOf(req)), viewerOf(req))
          : await repository.count(await readListQuery(decl, req.query, app.db.db, viewerOf(req)), req.accessProbe),
      }),
    );

    // A resource with no number field to sum has no sum call (its document would take no `field`).
    if (sumKeys(decl).length > 0)
      app.get<{ Querystring: Query; Params: { field: string } }>(
        '/get/sum/:field',
        {
          config: {
            ...can('list'),
            swaggerTransform: documentedAs({
              querystring: listQueryDocumented,
              params: { type: 'object', properties: { field: { type: 'string', enum: sumKeys(decl) } }, required: ['field'] },
            }),
          },
          schema: {
            tags,
            summary: `Sum a number field of ${decl.title}`,
            // Any text: a key that is not a number field is refused by the repository in its own words.
            params: { type: 'object', properties: { field: { type: 'string' } }, required: ['field'] },
            querystring: listQuerySchema,
            response: { 200: { type: 'object', required: ['total'], properties: { total: { type: 'number' } } } },
          },
        },
        async (req) => ({ total: await repository.sum(req.params.field, await readListQuery(decl, req.query, app.db.db, viewerOf(req))) }),
      );
  }

  if (res.ops.has('show')) {
    app.get('/get/one', { config: can('show'), schema: { tags, summary: `First of ${decl.title}`, response: { 200: record, ...unknownId } } }, async (req) =>
      repository.first(viewerOf(req)),
    );

    app.get<{ Params: IdParams }>(
      '/:id',
      { config: canRead('show'), schema: { tags, summary: `One ${decl.singular}`, params: idParams, response: { 200: record, ...unknownId } } },
      async (req) => repository.findOne(req.params.id, undefined, req.accessProbe, viewerOf(req)),
    );
  }

  if (res.ops.has('edit')) {
    app.get<{ Params: IdParams }>(
      '/edit/:id',
      { config: canRead('edit'), schema: { tags, summary: `One ${decl.singular}, to edit`, params: idParams, response: { 200: record, ...unknownId } } },
      async (req) => repository.findOne(req.params.id, undefined, req.accessProbe, viewerOf(req)),
    );
  }

  if (res.ops.has('create')) {
    app.post<{ Body: Record<string, unknown> }>(
      '/',
      {
        config: { ...can('create'), swaggerTransform: documentedAs({ body: bodyDoc(res, res.createBody, 'create') }) },
        schema: { tags, summary: `Add a ${decl.singular}`, body: res.createBody, response: { 201: record, ...writeErrors } },
      },
      async (req, reply) => {
        const created = await repository.create(req.body, actorOf(req));
        reply.code(201);
        return created;
      },
    );
  }

  if (res.ops.has('copy')) {
    app.put<{ Params: IdParams }>(
      '/copy/:id',
      { config: can('create'), schema: { tags, summary: `Copy a ${decl.singular}`, params: idParams, response: { 201: record, ...writeErrors } } },
      async (req, reply) => {
        const copied = await repository.copy(req.params.id, actorOf(req));
        reply.code(201);
        return copied;
      },
    );
  }

  if (res.ops.has('edit')) {
    app.put<{ Body: { ids: string[]; updates: Record<string, unknown> } }>(
      '/update/many',
      {
        config: { ...can('edit'), swaggerTransform: documentedAs({ body: manyDoc(res, manyBody) }) },
        schema: {
          tags,
          summary: `Change many ${decl.title} at once`,
          body: manyBody,
          response: {
            200: {
              type: 'object',
              required: ['updated', 'ids'],
              properties: { updated: { type: 'integer' }, ids: { type: 'array', items: { type: 'string', format: 'uuid' } } },
            },
            ...writeErrors,
          },
        },
      },
      async (req) => {
        const ids = await repository.updateMany(req.body.ids, req.body.updates, actorOf(req));
        return { updated: ids.length, ids };
      },
    );

    app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
      '/:id',
      {
        config: { ...can('edit'), swaggerTransform: documentedAs({ body: bodyDoc(res, res.updateBody, 'update') }) },
        schema: { tags, summary: `Change a ${decl.singular}`, params: idParams, body: res.updateBody, response: { 200: record, ...writeErrors } },
      },
      async (req) => repository.update(req.params.id, req.body, actorOf(req)),
    );
  }

  if (res.ops.has('delete') || res.ops.has('edit')) {
    // `?key=` names a list field an entry is taken from (repository.removeItem); a resource with none takes no `key`.
    const listKeys = res.writable.filter((f) => isListType(f.type)).map((f) => f.key);
    const deleteQuery = {
      type: 'object',
      properties:
        listKeys.length > 0
          ? {
              key: { type: 'string', enum: listKeys, description: 'A list field: take one entry out of it instead of deleting the record' },
              item: { type: 'string', maxLength: 2048, description: 'The entry to take out: its value, or its `_id` in a list of objects' },
            }
          : {},
    };
    app.delete<{ Params: IdParams; Querystring: { key?: string; item?: string } }>(
      '/:id',
      {
        // Removing one entry of a list is an edit; removing the record is a delete.
        config: { auth: permission(decl.permissionAs ?? decl.path, 'delete'), authWhenQuery: { key: permission(decl.permissionAs ?? decl.path, 'edit') } },
        schema: {
          tags,
          summary: `Delete a ${decl.singular}, or with ?key=&item= one entry of its list field`,
          params: idParams,
          querystring: deleteQuery,
          response: { 200: record, ...writeErrors },
        },
      },
      async (req) => {
        const { id } = req.params;
        const { key, item } = req.query;
        if (key !== undefined) return repository.removeItem(id, key, item, actorOf(req));
        if (!res.ops.has('delete')) throw new ApiError(403, msg('cannot_delete', { what: decl.title }));
        const before = await repository.remove(id, actorOf(req));
        await decl.afterDelete?.(before, app);
        return before;
      },
    );
  }

  if (res.ops.has('export')) {
    type ExportRequest = FastifyRequest<{ Querystring: Query; Body: { fields: string[]; ids?: string[] } }>;
    const exportAs = async (type: 'csv' | 'pdf', req: ExportRequest, reply: FastifyReply) => {
      const params = await readListQuery(decl, req.query, app.db.db, viewerOf(req));
      const moreFields = reader?.fieldsFrom ? await reader.fieldsFrom(app.db.db, viewerOf(req)) : undefined;
      const job = {
        app,
        res,
        registry,
        params,
        fields: req.body.fields,
        ids: req.body.ids,
        words: exportWords(req.headers['accept-language']),
        viewer: viewerOf(req),
        moreFields,
      };
      return type === 'csv' ? exportCsv(job, reply) : exportPdf(job, reply);
    };
    // A PDF takes fewer fields than a CSV and no child lists: its own path, so that its document can say so
    // in keywords. The router takes this static path before `/export/:type`, which then only ever sees `csv`
    // (and refuses another type as before).
    app.post<{ Querystring: Query; Body: { fields: string[]; ids?: string[] } }>(
      '/export/pdf',
      {
        config: { ...can('export'), swaggerTransform: documentedAs({ querystring: listQueryDocumented, body: exportDoc(res, exportBody, 'pdf') }) },
        schema: {
          tags,
          summary: `Export ${decl.title} as PDF (the list's search, filters and sort in the query string)`,
          querystring: listQuerySchema,
          body: exportBody,
          response: { 200: exportResponse, ...errorsFor(400) },
        },
      },
      async (req, reply) => exportAs('pdf', req, reply),
    );
    app.post<{ Params: { type: string }; Querystring: Query; Body: { fields: string[]; ids?: string[] } }>(
      '/export/:type',
      {
        config: {
          ...can('export'),
          swaggerTransform: documentedAs({
            querystring: listQueryDocumented,
            body: exportDoc(res, exportBody, 'csv'),
            params: { type: 'object', properties: { type: { type: 'string', enum: ['csv'] } }, required: ['type'] },
          }),
        },
        schema: {
          tags,
          summary: `Export ${decl.title} as CSV (the list's search, filters and sort in the query string)`,
          params: { type: 'object', properties: { type: { type: 'string', enum: ['csv', 'pdf'] } }, required: ['type'] },
          querystring: listQuerySchema,
          body: exportBody,
          response: { 200: exportResponse, ...errorsFor(400) },
        },
      },
      async (req, reply) => exportAs(req.params.type === 'pdf' ? 'pdf' : 'csv', req, reply),
    );
  }
};
