import type { FastifyPluginAsync } from 'fastify';
import { BANNER_PLACEMENTS, MAX_PUBLIC_CARDS as MAX_CARDS } from '../../../common/content';
import { notFound } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { contentDataSchema, productBlockSchema } from '../content/schemas';
import { sendCacheable } from './cache';
import { liveBanners, menuTree, publishedContent, seoOf } from './queries';
import { liveCards, liveProductCards } from './shopData';

const headers = {
  type: 'object',
  properties: { 'if-none-match': { type: 'string', description: 'An ETag from an earlier answer: 304 when it is still current' } },
};

const cached = (summary: string, ok: Record<string, unknown>) => ({
  tags: ['storefront'],
  summary,
  description: 'No token. Answers carry ETag and Cache-Control; a matching If-None-Match gets 304 with no body.',
  security: [],
  headers,
  response: { 200: ok, 304: { type: 'null', description: 'Not modified' }, 400: errorResponses[400], 404: errorResponses[404] },
});

const link = { type: ['object', 'null'], properties: { type: { type: 'string' }, href: { type: 'string' } } };
const when = { type: ['string', 'null'], format: 'date-time' };

/**
 * What a storefront reads, with no token: published pages only, banners that
 * are active and within their schedule now, the category menu and SEO text.
 * Nothing unpublished, inactive or out of schedule is ever selected here.
 */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.db.db;
  const config = { auth: 'public' };

  app.get<{ Params: { path: string } }>(
    '/contents/:path',
    {
      config,
      schema: cached('A page as last published (404 before its first publish)', {
        type: 'object',
        properties: {
          path: { type: 'string' },
          title: { type: 'string' },
          type: { type: 'string' },
          data: contentDataSchema,
          productBlocks: { type: 'array', items: productBlockSchema },
          version: { type: 'integer' },
          publishedAt: { type: 'string', format: 'date-time' },
        },
      }),
    },
    async (req, reply) => {
      const page = await publishedContent(db(), req.params.path);
      if (!page) throw notFound('Published page');
      return sendCacheable(req, reply, page.body, page.etag);
    },
  );

  app.get<{ Querystring: { placement?: string } }>(
    '/banners',
    {
      config,
      schema: {
        ...cached('Banners live now (active, within their start and end), highest priority first', {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              _id: { type: 'string' },
              image: { type: 'string' },
              mobileImage: { type: ['string', 'null'] },
              title: { type: 'string' },
              subtitle: { type: ['string', 'null'] },
              link,
              placement: { type: 'string' },
              priority: { type: 'integer' },
              startAt: when,
              endAt: when,
            },
          },
        }),
        querystring: { type: 'object', properties: { placement: { type: 'string', enum: [...BANNER_PLACEMENTS] } } },
      },
    },
    async (req, reply) => sendCacheable(req, reply, JSON.stringify(await liveBanners(db(), req.query.placement))),
  );

  // Shop data for a page's blocks (product grid, category strip, collection showcase): a storefront's data source.
  const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
  const ids = { type: 'string', pattern: `^${UUID}(,${UUID})*$`, maxLength: MAX_CARDS * 37, description: 'Chosen records, comma-separated ids; answered in this order' };
  const limit = { type: 'integer', minimum: 1, maximum: MAX_CARDS, default: 12 };
  const splitIds = (value?: string) => (value ? value.split(',') : undefined);
  const card = { _id: { type: 'string' }, name: { type: 'string' }, slug: { type: 'string' }, image: { type: ['string', 'null'] } };

  app.get<{ Querystring: { ids?: string; category?: string; collection?: string; limit: number } }>(
    '/products',
    {
      config,
      schema: {
        ...cached('Products on sale (published and active) for a product grid: chosen ones, or those of a category or collection, newest first', {
          type: 'array',
          items: { type: 'object', properties: { ...card, price: { type: 'number' }, oldPrice: { type: ['number', 'null'] } } },
        }),
        querystring: {
          type: 'object',
          properties: { ids, category: { type: 'string', format: 'uuid' }, collection: { type: 'string', format: 'uuid' }, limit },
          additionalProperties: false,
        },
      },
    },
    async (req, reply) => {
      const { category, collection } = req.query;
      const cards = await liveProductCards(db(), { ids: splitIds(req.query.ids), category, collection, limit: req.query.limit });
      return sendCacheable(req, reply, JSON.stringify(cards));
    },
  );

  for (const kind of ['categories', 'collections'] as const) {
    app.get<{ Querystring: { ids?: string; limit: number } }>(
      `/${kind}`,
      {
        config,
        schema: {
          ...cached(`Active ${kind} for a strip or showcase: chosen ones, or the first by priority and name`, { type: 'array', items: { type: 'object', properties: card } }),
          querystring: { type: 'object', properties: { ids, limit }, additionalProperties: false },
        },
      },
      async (req, reply) => sendCacheable(req, reply, JSON.stringify(await liveCards(db(), kind, splitIds(req.query.ids), req.query.limit))),
    );
  }

  const menuNode = { type: 'object', properties: { _id: { type: 'string' }, name: { type: 'string' }, slug: { type: 'string' }, image: { type: ['string', 'null'] }, children: { type: 'array' } } };
  app.get(
    '/menu',
    { config, schema: cached('Active categories shown in the menu, as a tree', { type: 'array', items: menuNode }) },
    async (req, reply) => sendCacheable(req, reply, JSON.stringify(await menuTree(db()))),
  );

  app.get<{ Params: { path: string } }>(
    '/seo/:path',
    {
      config,
      schema: cached('Search-engine text of a storefront page (home, products, categories, a content page)', {
        type: 'object',
        properties: {
          page: { type: 'string' },
          metaTitle: { type: ['string', 'null'] },
          metaDescription: { type: ['string', 'null'] },
          keywords: { type: 'array', items: { type: 'string' } },
          image: { type: ['string', 'null'] },
          canonicalUrl: { type: ['string', 'null'] },
        },
      }),
    },
    async (req, reply) => {
      const seo = await seoOf(db(), req.params.path);
      if (!seo) throw notFound('SEO entry');
      return sendCacheable(req, reply, JSON.stringify(seo));
    },
  );
};
