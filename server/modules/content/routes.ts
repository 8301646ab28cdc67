import type { FastifyPluginAsync } from 'fastify';
import {
  CONTENT_PATH_PATTERN,
  CONTENT_TYPES,
  DEFAULT_CONTENT_PATH,
  DEFAULT_CONTENT_TYPE,
  RESERVED_CONTENT_PATHS,
  type ContentType,
  type CreateContentBody,
  type PageData,
  type ProductBlockInput,
  type TextPageData,
} from '../../../common/content';
import { fieldError, msg, notFound } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { forgetPublished } from '../public/queries';
import { draftSchema, pathParam, productBlockInputSchema, summarySchema, versionSchema } from './schemas';
import * as store from './store';
import { checkChosenProducts, chosenInPage } from './chosenProducts';
import { checkContentData } from './validate';

/** The permissions of the content calls; the roles form offers them. */
export const CONTENT_PERMISSIONS = ['contents:list', 'contents:create', 'contents:edit', 'contents:publish', 'contents:delete'];

const reserved = new Set<string>(RESERVED_CONTENT_PATHS);

/** A page address from the URL; a reserved word is no page. */
function pagePath(path: string): string {
  if (reserved.has(path)) throw notFound('Page');
  return path;
}

/**
 * The optional `{ version }` body of publish and restore: the draft version the
 * person saw (stale: 409). Read by hand because these calls are usually sent
 * with no body at all, which a body schema would refuse.
 */
function basedOn(body: unknown): number | undefined {
  const version = (body as { version?: unknown } | null | undefined)?.version;
  if (version === undefined || version === null) return undefined;
  if (!Number.isInteger(version) || (version as number) < 1) throw fieldError('version', 'must be a whole number from 1');
  return version as number;
}

/**
 * Staff calls for site content (spec §7.3, issue 10): pages with a draft and
 * a version, publishing, the last 20 published versions, and the home-page
 * product blocks.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.db.db;
  const tags = ['contents'];
  const draftResponses = { 200: draftSchema, ...errorResponses };

  app.get(
    '/',
    { config: { auth: 'contents:list' }, schema: { tags, summary: `The ${DEFAULT_CONTENT_PATH} page's draft (spec §7.3 default path)`, response: draftResponses } },
    async () => store.getDraft(db(), DEFAULT_CONTENT_PATH),
  );

  app.get(
    '/get/list',
    {
      config: { auth: 'contents:list' },
      schema: { tags, summary: 'The pages of the /contents screen', response: { 200: { type: 'array', items: summarySchema }, ...errorResponses } },
    },
    async () => store.listPages(db()),
  );

  app.post<{ Body: CreateContentBody }>(
    '/',
    {
      config: { auth: 'contents:create' },
      schema: {
        tags,
        summary: 'Add a page',
        body: {
          type: 'object',
          required: ['path', 'title', 'type'],
          properties: {
            path: { type: 'string', minLength: 1, maxLength: 100 },
            title: { type: 'string', minLength: 1, maxLength: 200 },
            type: { type: 'string', enum: [...CONTENT_TYPES] },
          },
          additionalProperties: false,
        },
        response: { 201: draftSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { path, title, type } = req.body;
      if (!new RegExp(CONTENT_PATH_PATTERN).test(path)) throw fieldError('path', 'must be lower-case letters, digits and hyphens (summer-sale)');
      if (reserved.has(path)) throw fieldError('path', `cannot be ${path}`);
      if (title.trim() === '') throw fieldError('title', msg('required'));
      return reply.code(201).send(await store.createPage(db(), { path, title: title.trim(), type }, req.user.sub));
    },
  );

  app.get<{ Params: { path: string } }>(
    '/:path',
    { config: { auth: 'contents:list' }, schema: { tags, summary: 'A page’s draft with its version', params: pathParam, response: draftResponses } },
    async (req) => store.getDraft(db(), pagePath(req.params.path)),
  );

  app.put<{ Params: { path: string }; Querystring: { type?: ContentType }; Body: { version: number; data: Record<string, unknown>; title?: string } }>(
    '/:path',
    {
      config: { auth: 'contents:edit' },
      schema: {
        tags,
        summary: 'Save the draft; `version` must be the one it was based on (stale: 409, nothing overwritten)',
        description:
          'type=builder: `data` is Puck Data `{ root, content, zones }`; type=content (default): a text page `{ title, sections: [{ _id, title, description, image }] }`. Shapes in common/content.ts.',
        params: pathParam,
        querystring: { type: 'object', properties: { type: { type: 'string', enum: [...CONTENT_TYPES], default: DEFAULT_CONTENT_TYPE } } },
        body: {
          type: 'object',
          required: ['version', 'data'],
          properties: {
            version: { type: 'integer', minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 200 },
            data: { type: 'object', additionalProperties: true },
          },
          additionalProperties: false,
        },
        response: draftResponses,
      },
    },
    async (req) => {
      const type = req.query.type ?? DEFAULT_CONTENT_TYPE;
      checkContentData(type, req.body.data);
      if (type === 'builder') await checkChosenProducts(db(), chosenInPage(req.body.data as unknown as PageData));
      return store.saveDraft(
        db(),
        pagePath(req.params.path),
        { type, version: req.body.version, data: req.body.data as unknown as PageData | TextPageData, title: req.body.title?.trim() || undefined },
        req.user.sub,
      );
    },
  );

  app.delete<{ Params: { path: string } }>(
    '/:path',
    { config: { auth: 'contents:delete' }, schema: { tags, summary: 'Delete a page staff added (not the store’s own pages)', params: pathParam, response: { 204: { type: 'null' }, ...errorResponses } } },
    async (req, reply) => {
      await store.deletePage(db(), pagePath(req.params.path));
      forgetPublished(req.params.path);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { path: string } }>(
    '/:path/publish',
    {
      config: { auth: 'contents:publish' },
      schema: {
        tags,
        summary: 'Publish the draft: storefronts read it from now on',
        description: 'Optional body `{ version }`: the draft version being published (stale: 409).',
        params: pathParam,
        response: draftResponses,
      },
    },
    async (req) => {
      const page = await store.publish(db(), pagePath(req.params.path), req.user.sub, basedOn(req.body));
      forgetPublished(page.path);
      return page;
    },
  );

  app.get<{ Params: { path: string } }>(
    '/:path/versions',
    {
      config: { auth: 'contents:list' },
      schema: { tags, summary: 'The last 20 published versions, newest first', params: pathParam, response: { 200: { type: 'array', items: versionSchema }, ...errorResponses } },
    },
    async (req) => store.listVersions(db(), pagePath(req.params.path)),
  );

  app.post<{ Params: { path: string; n: number } }>(
    '/:path/versions/:n/restore',
    {
      config: { auth: 'contents:edit' },
      schema: {
        tags,
        summary: 'Make a published version the draft again (publish it to make it live)',
        params: { type: 'object', required: ['path', 'n'], properties: { ...pathParam.properties, n: { type: 'integer', minimum: 1 } } },
        description: 'Optional body `{ version }`: the draft version it replaces (stale: 409).',
        response: draftResponses,
      },
    },
    async (req) => store.restoreVersion(db(), pagePath(req.params.path), req.params.n, req.user.sub, basedOn(req.body)),
  );

  const blockParams = { type: 'object', required: ['path', 'id'], properties: { ...pathParam.properties, id: { type: 'string', format: 'uuid' } } };

  app.post<{ Params: { path: string }; Body: ProductBlockInput }>(
    '/product/:path',
    {
      config: { auth: 'contents:edit' },
      schema: {
        tags,
        summary: 'Add a home-page product block (a category or collection not already shown)',
        params: pathParam,
        body: { ...productBlockInputSchema, required: ['title', 'link'] },
        response: { 201: draftSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await store.addProductBlock(db(), pagePath(req.params.path), req.body, req.user.sub)),
  );

  app.put<{ Params: { path: string; id: string }; Body: Partial<ProductBlockInput> }>(
    '/product/:path/:id',
    {
      config: { auth: 'contents:edit' },
      schema: { tags, summary: 'Change a product block', params: blockParams, body: productBlockInputSchema, response: draftResponses },
    },
    async (req) => store.updateProductBlock(db(), pagePath(req.params.path), req.params.id, req.body, req.user.sub),
  );

  app.delete<{ Params: { path: string; id: string } }>(
    '/product/:path/:id',
    { config: { auth: 'contents:edit' }, schema: { tags, summary: 'Remove a product block', params: blockParams, response: draftResponses } },
    async (req) => store.removeProductBlock(db(), pagePath(req.params.path), req.params.id, req.user.sub),
  );
};
