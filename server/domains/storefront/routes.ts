import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { BANNER_PLACEMENTS } from '../../../common/content';
import {
  MenuNodeSchema,
  PublicBanner,
  PublicCard,
  PublicContentSchema,
  PublicIds,
  PublicLimit,
  PublicProductCard,
  PublicSeo,
} from '../../../common/wire/content';
import { notFound } from '../../engine/errors';
import { errorsFor } from '../../engine/errorSchema';
import { sendCacheable } from '../../engine/cacheable';
import { limitStorefront, storefrontRateLimited, type StorefrontLimit } from './limit';
import { liveBanners, menuTree, publishedContent, seoOf } from '../content';
import { liveCards, liveProductCards } from './shopData';

const headers = Type.Object({
  'if-none-match': Type.Optional(Type.String({ maxLength: 1000, description: 'An ETag from an earlier answer: 304 when it is still current' })),
});

/** A storefront call: no token, an ETag, 304 for a current If-None-Match, and 429 past the limit per address. */
const cached = <T extends TSchema>(summary: string, ok: T) => ({
  tags: ['storefront'],
  summary,
  description:
    'No token. Answers carry ETag and Cache-Control; a matching If-None-Match gets 304 with no body. ' +
    'Each client address may make STOREFRONT_RATE_LIMIT storefront calls a minute (120 by default), then gets 429 with Retry-After.',
  security: [],
  headers,
  response: { 200: ok, 304: Type.Null({ description: 'Not modified' }), ...errorsFor(400, 404), 429: storefrontRateLimited },
});

const PathParams = Type.Object({ path: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * What a storefront reads, with no token: published pages only, banners that
 * are active and within their schedule now, the category menu and SEO text.
 * Nothing unpublished, inactive or out of schedule is ever selected here.
 * `limit`: calls per client address (limit.ts); false, none (benchmarks).
 */
export const publicRoutes: FastifyPluginAsyncTypebox<{ limit: StorefrontLimit | false }> = async (app, opts) => {
  const db = () => app.db.db;
  const config = { auth: 'public' };
  if (opts.limit) await limitStorefront(app, opts.limit);

  app.get(
    '/contents/:path',
    { config, schema: { ...cached('A page as last published (404 before its first publish)', PublicContentSchema), params: PathParams } },
    async (req, reply) => {
      const page = await publishedContent(db(), req.params.path);
      if (!page) throw notFound('Published page');
      return sendCacheable(req, reply, page.body, page.etag);
    },
  );

  app.get(
    '/banners',
    {
      config,
      schema: {
        ...cached('Banners live now (active, within their start and end), highest priority first', Type.Array(PublicBanner)),
        querystring: Type.Object({ placement: Type.Optional(Type.Enum(BANNER_PLACEMENTS)) }),
      },
    },
    async (req, reply) => sendCacheable(req, reply, JSON.stringify(await liveBanners(db(), req.query.placement))),
  );

  // Shop data for a page's blocks (product grid, category strip, collection showcase): a storefront's data source.
  const splitIds = (value?: string) => (value ? value.split(',') : undefined);

  app.get(
    '/products',
    {
      config,
      schema: {
        ...cached(
          'Products on sale (published and active) for a product grid: chosen ones, or those of a category or collection, newest first',
          Type.Array(PublicProductCard),
        ),
        querystring: Type.Object(
          {
            ids: Type.Optional(PublicIds),
            category: Type.Optional(Type.String({ format: 'uuid' })),
            collection: Type.Optional(Type.String({ format: 'uuid' })),
            limit: PublicLimit,
          },
          { additionalProperties: false },
        ),
      },
    },
    async (req, reply) => {
      const { category, collection } = req.query;
      const cards = await liveProductCards(db(), { ids: splitIds(req.query.ids), category, collection, limit: req.query.limit });
      return sendCacheable(req, reply, JSON.stringify(cards));
    },
  );

  for (const kind of ['categories', 'collections'] as const) {
    app.get(
      `/${kind}`,
      {
        config,
        schema: {
          ...cached(`Active ${kind} for a strip or showcase: chosen ones, or the first by priority and name`, Type.Array(PublicCard)),
          querystring: Type.Object({ ids: Type.Optional(PublicIds), limit: PublicLimit }, { additionalProperties: false }),
        },
      },
      async (req, reply) => sendCacheable(req, reply, JSON.stringify(await liveCards(db(), kind, splitIds(req.query.ids), req.query.limit))),
    );
  }

  app.get('/menu', { config, schema: cached('Active categories shown in the menu, as a tree', Type.Array(MenuNodeSchema)) }, async (req, reply) =>
    sendCacheable(req, reply, JSON.stringify(await menuTree(db()))),
  );

  app.get(
    '/seo/:path',
    {
      config,
      schema: {
        ...cached('Search-engine text of a storefront page (home, products, categories, a content page)', PublicSeo),
        params: PathParams,
      },
    },
    async (req, reply) => {
      const seo = await seoOf(db(), req.params.path);
      if (!seo) throw notFound('SEO entry');
      return sendCacheable(req, reply, JSON.stringify(seo));
    },
  );
};
