import type { FastifyPluginAsync } from 'fastify';
import { BANNER_PLACEMENTS } from '../../../common/content';
import { notFound } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { contentDataSchema, productBlockSchema } from '../content/schemas';
import { sendCacheable } from './cache';
import { liveBanners, menuTree, publishedContent, seoOf } from './queries';

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
