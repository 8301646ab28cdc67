import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONTENT_TYPES, DEFAULT_CONTENT_PATH, DEFAULT_CONTENT_TYPE, RESERVED_CONTENT_PATHS, type PageData, type TextPageData } from '../../../common/content';
import {
  BasedOnBody,
  ContentDraftSchema,
  ContentSummary,
  CreateContentBody,
  ProductBlockChange,
  ProductBlockInput,
  PublishedVersion,
  SaveContentBodySchema,
  VersionNumber,
} from '../../../common/wire/content';
import { fieldError, msg, notFound } from '../../engine/errors';
import { errorsFor } from '../../engine/errorSchema';
import { forgetPublished } from './storefrontQueries';
import { checkChosenProducts, chosenInPage } from './chosenProducts';
import * as pageRepository from './repository';
import { checkContentData } from './validate';

/** The permissions of the content calls; the roles form offers them. */
export const CONTENT_PERMISSIONS = ['contents:list', 'contents:create', 'contents:edit', 'contents:publish', 'contents:delete'];

const reserved = new Set<string>(RESERVED_CONTENT_PATHS);

/** A page address from the URL; a reserved word is no page. */
function pagePath(path: string): string {
  if (reserved.has(path)) throw notFound('Page');
  return path;
}

/** A page address in the URL. */
const PathParams = Type.Object({ path: Type.String({ minLength: 1, maxLength: 100 }) });
const BlockParams = Type.Object({ ...PathParams.properties, id: Type.String({ format: 'uuid' }) });

/**
 * Staff calls for site content (spec §7.3, issue 10): pages with a draft and
 * a version, publishing, the last 20 published versions, and the home-page
 * product blocks.
 */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;
  const tags = ['contents'];
  const draftResponses = { 200: ContentDraftSchema, ...errorsFor(400, 401, 403, 404) };

  app.get(
    '/',
    {
      config: { auth: 'contents:list' },
      schema: {
        tags,
        summary: `The ${DEFAULT_CONTENT_PATH} page's draft (spec §7.3 default path)`,
        response: { 200: ContentDraftSchema, ...errorsFor(401, 403) },
      },
    },
    async () => pageRepository.getDraft(db(), DEFAULT_CONTENT_PATH),
  );

  app.get(
    '/get/list',
    {
      config: { auth: 'contents:list' },
      schema: { tags, summary: 'The pages of the /contents screen', response: { 200: Type.Array(ContentSummary), ...errorsFor(401, 403) } },
    },
    async () => pageRepository.listPages(db()),
  );

  app.post(
    '/',
    {
      config: { auth: 'contents:create' },
      schema: {
        tags,
        summary: 'Add a page',
        body: CreateContentBody,
        response: { 201: ContentDraftSchema, ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const { path, title, type } = req.body;
      if (reserved.has(path)) throw fieldError('path', `cannot be ${path}`);
      if (title.trim() === '') throw fieldError('title', msg('required'));
      return reply.code(201).send(await pageRepository.createPage(db(), { path, title: title.trim(), type }, req.user.sub));
    },
  );

  app.get(
    '/:path',
    { config: { auth: 'contents:list' }, schema: { tags, summary: 'A page’s draft with its version', params: PathParams, response: draftResponses } },
    async (req) => pageRepository.getDraft(db(), pagePath(req.params.path)),
  );

  app.put(
    '/:path',
    {
      config: { auth: 'contents:edit' },
      schema: {
        tags,
        summary: 'Save the draft; `version` must be the one it was based on (stale: 409, nothing overwritten)',
        description:
          'type=builder: `data` is Puck Data `{ root, content, zones }`; type=content (default): a text page `{ title, sections: [{ _id, title, description, image }] }`. Shapes in common/content.ts.',
        params: PathParams,
        querystring: Type.Object({ type: Type.Optional(Type.Enum(CONTENT_TYPES, { default: DEFAULT_CONTENT_TYPE })) }),
        body: SaveContentBodySchema,
        response: { ...draftResponses, ...errorsFor(409) },
      },
    },
    async (req) => {
      const type = req.query.type ?? DEFAULT_CONTENT_TYPE;
      checkContentData(type, req.body.data);
      if (type === 'builder') await checkChosenProducts(db(), chosenInPage(req.body.data as unknown as PageData));
      return pageRepository.saveDraft(
        db(),
        pagePath(req.params.path),
        { type, version: req.body.version, data: req.body.data as unknown as PageData | TextPageData, title: req.body.title?.trim() || undefined },
        req.user.sub,
      );
    },
  );

  app.delete(
    '/:path',
    {
      config: { auth: 'contents:delete' },
      schema: {
        tags,
        summary: 'Delete a page staff added (not the shop’s own pages)',
        params: PathParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await pageRepository.deletePage(db(), pagePath(req.params.path));
      forgetPublished(req.params.path);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:path/publish',
    {
      config: { auth: 'contents:publish' },
      schema: {
        tags,
        summary: 'Publish the draft: storefronts read it from now on',
        description: 'Optional body `{ version }`: the draft version being published (stale: 409).',
        params: PathParams,
        body: BasedOnBody,
        response: { ...draftResponses, ...errorsFor(409) },
      },
    },
    async (req) => {
      const page = await pageRepository.publish(db(), pagePath(req.params.path), req.user.sub, req.body?.version);
      forgetPublished(page.path);
      return page;
    },
  );

  app.get(
    '/:path/versions',
    {
      config: { auth: 'contents:list' },
      schema: {
        tags,
        summary: 'The last 20 published versions, newest first',
        params: PathParams,
        response: { 200: Type.Array(PublishedVersion), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req) => pageRepository.listVersions(db(), pagePath(req.params.path)),
  );

  app.post(
    '/:path/versions/:n/restore',
    {
      config: { auth: 'contents:edit' },
      schema: {
        tags,
        summary: 'Make a published version the draft again (publish it to make it live)',
        params: Type.Object({ ...PathParams.properties, n: VersionNumber() }),
        description: 'Optional body `{ version }`: the draft version it replaces (stale: 409).',
        body: BasedOnBody,
        response: { ...draftResponses, ...errorsFor(409) },
      },
    },
    async (req) => pageRepository.restoreVersion(db(), pagePath(req.params.path), req.params.n, req.user.sub, req.body?.version),
  );

  app.post(
    '/product/:path',
    {
      config: { auth: 'contents:edit' },
      schema: {
        tags,
        summary: 'Add a home-page product block (a category or collection not already shown)',
        params: PathParams,
        body: ProductBlockInput,
        response: { 201: ContentDraftSchema, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await pageRepository.addProductBlock(db(), pagePath(req.params.path), req.body, req.user.sub)),
  );

  app.put(
    '/product/:path/:id',
    {
      config: { auth: 'contents:edit' },
      schema: { tags, summary: 'Change a product block', params: BlockParams, body: ProductBlockChange, response: { ...draftResponses, ...errorsFor(409) } },
    },
    async (req) => pageRepository.updateProductBlock(db(), pagePath(req.params.path), req.params.id, req.body, req.user.sub),
  );

  app.delete(
    '/product/:path/:id',
    { config: { auth: 'contents:edit' }, schema: { tags, summary: 'Remove a product block', params: BlockParams, response: draftResponses } },
    async (req) => pageRepository.removeProductBlock(db(), pagePath(req.params.path), req.params.id, req.user.sub),
  );
};
