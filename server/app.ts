import fastifyAutoload from '@fastify/autoload';
import { serializerCompiler } from './engine/serialization';
import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopSettings } from '../common/wire/settings';
import type { AppOptions } from './appOptions';
import type { Database } from './db/client';
import { guard } from './domains/accounts/guard';
import { loadSettings } from './domains/accounts/bootstrap';
import { auditRefusals } from './domains/audit/refusals';
import { overload } from './domains/ops/overload';
import { securityHeaders } from './domains/ops/securityHeaders';
import { permissions, resources } from './domains/resources';
import { localStorageIn, UPLOADS_PREFIX, type Storage } from './domains/uploads/storage';
import { answers } from './engine/answers';
import { clientFault } from './engine/dbErrors';
import { ApiError, msg, STATUS_TEXT } from './engine/errors';
import { Registry } from './engine/registry';
import { resourceRoutes } from './engine/routes';
import { refuseUnsafeInput, validationError, validatorCompiler } from './engine/validation';
import { safeLogger } from './logging';
import { SERVER_DIR } from './serverDir';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The shop's settings (name, currency, time zone). */
    shop: ShopSettings;
    registry: Registry;
    storage: Storage;
  }
}

export type { AppOptions };

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: safeLogger(opts.logger ?? false),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
    // While closing (SIGTERM), requests already on an open connection are still served rather than
    // answered 503: the listener is closed, so new ones go to another process (server/domains/ops/shutdown.ts).
    return503OnClosing: false,
    // The router's own refusals in the error body every other answer has.
    frameworkErrors: (err, _req, routeReply) => {
      // Typed for a route's generics, which a request no route took has none of.
      const reply = routeReply as FastifyReply;
      if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return reply.code(414).send({ statusCode: 414, error: STATUS_TEXT[414], code: err.code, message: err.message });
      }
      const status = err.statusCode ?? 400;
      return reply.code(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', code: err.code, message: err.message });
    },
  });

  app.decorate('db', opts.database);
  app.decorate('shop', await loadSettings(opts.database.db));
  app.decorate('registry', new Registry(resources, permissions));
  const storage = opts.storage ?? localStorageIn(opts.dataDir);
  app.decorate('storage', storage);
  await mkdir(localStorageIn(opts.dataDir).root, { recursive: true });

  app.setValidatorCompiler(validatorCompiler());
  app.setSerializerCompiler(serializerCompiler);
  refuseUnsafeInput(app);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      if (err.retryAfter) reply.header('Retry-After', String(err.retryAfter));
      return reply.code(err.statusCode).send(err.body());
    }
    if (err.validation) return reply.code(400).send(validationError(err).body());
    // A value PostgreSQL refused that no check above caught is still the client's fault.
    const refused = clientFault(err);
    if (refused) return reply.code(refused.statusCode).send(refused.body());
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message: err.message });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(new ApiError(500, msg('server_error')).body());
  });

  // First of the plugins: every answer, even a refusal or a static file, carries the headers.
  await app.register(securityHeaders);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Shop back-office API', version: '1.0.0', description: 'Generic resource calls (spec §7.1), accounts and uploads.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyJwt, { secret: opts.jwtSecret });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  // Before the guard: an overloaded process refuses a request before it costs a token check.
  // Off unless asked (the server's config always asks): tests on a busy machine must not see 503s.
  if (opts.overload) await app.register(overload, opts.overload);
  await app.register(guard);
  await app.register(auditRefusals);
  await app.register(answers);

  // Every domain's plugin (server/domains/<name>/plugin.ts), as fastify/demo loads its own: routes, senders,
  // engine write hooks. Each takes what it needs of the app's options; their order follows their dependencies.
  // Running from the TypeScript source means a loader runs it (tsx, vitest), which then loads the plugins too;
  // autoload recognises `tsx server/main.ts` but not `node --import tsx` (the benchmarks), so it is told.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(fastifyAutoload, {
    dir: join(SERVER_DIR, 'domains'),
    // A domain's plugin.ts is its plugin; its index.ts is what other domains may import, not a plugin.
    indexPattern: /^plugin\.(ts|js)$/,
    matchFilter: (path) => /\/plugin\.(ts|js)$/.test(path),
    maxDepth: 1,
    dirNameRoutePrefix: false,
    options: opts,
  });
  for (const res of app.registry.all()) {
    await app.register(resourceRoutes, { prefix: `/api/${res.decl.path}`, res, registry: app.registry });
  }

  await app.register(fastifyStatic, {
    root: localStorageIn(opts.dataDir).root,
    prefix: UPLOADS_PREFIX,
    decorateReply: !opts.webDir ? true : false,
    // Uploaded files are served as what they were checked to be, never sniffed into HTML.
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
      // Storefronts on their own sites show these pictures.
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  if (opts.webDir) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      prefix: '/',
      wildcard: false,
      // The build writes Brotli and gzip copies beside the app's files (precompress in vite.config.ts):
      // sent as the browser accepts them, without compressing on each request.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    // A method this server never answers, on a path that exists: say which it takes (RFC 9110 §15.5.6).
    const allowed = app.methodsAllowed(req.method, path);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send({ statusCode: 405, error: STATUS_TEXT[405], message: `${req.method} is not allowed on ${path}; it answers ${allowed.join(', ')}` });
    }
    if (req.url.startsWith('/api') || req.url.startsWith(UPLOADS_PREFIX) || req.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No such route: ${req.method} ${req.url.split('?')[0]}` });
    }
    // The admin app's routes are real paths (/products, /auth/login): they all get its page.
    if (opts.webDir) return reply.type('text/html').sendFile('index.html', opts.webDir, { cacheControl: false });
    return reply.code(404).type('text/plain').send('The admin app is not built. Run `npm run build`, or use `npm start`.');
  });

  return app;
}
