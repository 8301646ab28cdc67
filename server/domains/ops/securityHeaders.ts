import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers of every answer: the admin app, its routes, the API
 * and uploaded files (README "Security headers"). The built app has no
 * inline script (vite emits module files; the service worker registers from
 * /registerSW.js), so scripts come only from this origin. Styles may be
 * inline: MUI's emotion and the page builder (Puck) write style elements and
 * attributes at run time. Pictures may come from any https address (product
 * pictures are http(s) addresses or /uploads/ files) and data: URLs; the page
 * builder loads the fonts a page uses from Google Fonts. The builder's
 * preview is a same-origin frame; no other site may frame the app.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** A year, the subdomains too: sent only on answers that came over TLS (directly, or from a trusted proxy's X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Product pictures from other sites carry no Cross-Origin-Resource-Policy of their own: requiring one would hide them.
    crossOriginEmbedderPolicy: false,
    // Over plain HTTP a browser ignores HSTS; it is set below only for TLS answers.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
};

export const securityHeaders = fp(plugin, { name: 'security-headers' });
