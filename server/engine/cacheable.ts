import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Storefront answers may be kept by browsers and CDNs for a minute and then
 * revalidated: a client that sends the ETag it holds gets 304 with no body.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether `If-None-Match` names this ETag (a list, `*`, or weak forms match too). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Send a JSON text with its ETag, or 304 when the client already holds it. */
export function sendCacheable(req: FastifyRequest, reply: FastifyReply, body: string, etag = etagOf(body)) {
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
