import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Database } from './db/client';
import { answers } from './engine/answers';
import { clientFault } from './engine/dbErrors';
import { ApiError, msg, STATUS_TEXT } from './engine/errors';
import { Registry } from './engine/registry';
import { resourceRoutes } from './engine/routes';
import { refuseUnsafeInput, validationError, validatorCompiler } from './engine/validation';
import { safeLogger } from './logging';
import { auditWrites } from './domains/audit/engineHooks';
import { catalogueRoutes } from './domains/catalogue/routes';
import { authRoutes } from './domains/accounts/routes';
import { stockFromForm } from './domains/inventory/engineHooks';
import { ORDER_PERMISSIONS, orderRoutes } from './domains/orders/routes';
import { couriersFromEnv, type Couriers } from './domains/deliveries/couriers';
import { deliveryRoutes } from './domains/deliveries/routes';
import { receiptSender, type ReceiptSenderOptions } from './domains/orders/receiptSender';
import { jobQueue, type JobQueueOptions } from './domains/jobs/plugin';
import { gatewayOf, smsConfigFrom, type SmsConfig } from './domains/sms/gateways/fromEnv';
import type { SmsGateway } from './domains/sms/gateways/gateway';
import { SMS_PERMISSIONS, smsRoutes } from './domains/sms/routes';
import { smsSender } from './domains/sms/sender';
import { guard } from './domains/accounts/guard';
import { auditRefusals } from './domains/audit/refusals';
import type { ShopSettings } from '../common/wire/settings';
import { loadSettings } from './domains/accounts/bootstrap';
import { uploadRoutes } from './domains/uploads/routes';
import { ensureStandardPages } from './domains/content/pages';
import { CONTENT_PERMISSIONS, contentRoutes } from './domains/content/routes';
import { FRAUD_PERMISSIONS, fraudRoutes } from './domains/fraud/routes';
import { REPORT_PERMISSIONS, reportRoutes } from './domains/reports/routes';
import { rollupFolder } from './domains/reports/rollupFold';
import { steadfastFromEnv, type SteadfastConfig } from './domains/fraud/steadfastFraud';
import { DEFAULT_STOREFRONT_LIMIT, type StorefrontLimit } from './domains/storefront/limit';
import { publicRoutes } from './domains/storefront/routes';
import { COUNT_PERMISSIONS, countRoutes } from './domains/inventory/countRoutes';
import { INVENTORY_PERMISSIONS, inventoryRoutes } from './domains/inventory/routes';
import { PURCHASE_PERMISSIONS, purchaseRoutes } from './domains/purchases/routes';
import { TRANSFER_PERMISSIONS, transferRoutes } from './domains/inventory/transferRoutes';
import { tillInventoryRoutes } from './domains/inventory/tillRoutes';
import { SETTINGS_PERMISSIONS, settingsRefresh, settingsRoutes } from './domains/settings/routes';
import { SETTLEMENT_PERMISSIONS, settlementRoutes } from './domains/deliveries/settlements/routes';
import { localStorageIn, UPLOADS_PREFIX, type Storage } from './domains/uploads/storage';
import { backupRoutes } from './domains/ops/backup/routes';
import { healthRoutes } from './domains/ops/health';
import { metricsPlugin, type MetricsAccess } from './domains/ops/metrics';
import { overload, type OverloadOptions } from './domains/ops/overload';
import { securityHeaders } from './domains/ops/securityHeaders';
import { resources } from './domains/resources';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The shop's settings (name, currency, time zone). */
    shop: ShopSettings;
    registry: Registry;
    storage: Storage;
  }
}

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  dataDir: string;
  /** The built admin app; absent when only the API is served. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  storage?: Storage;
  /** TRUST_PROXY: use the forwarded client address (`req.ip`) behind a reverse proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** SMTP_URL and MAIL_FROM: email the receipts orders ask for; absent, they wait as `queued`. */
  mail?: ReceiptSenderOptions;
  /** The couriers deliveries book with; default: the manual one, and Steadfast when STEADFAST_API_KEY and STEADFAST_SECRET_KEY are set. */
  couriers?: Couriers;
  /** JOBS_*: the job queue's poll, lease, batch and back-off (server/domains/jobs); tests give it a clock. */
  jobs?: JobQueueOptions;
  /** SMS_*: the SMS gateway (log by default), or a gateway object (tests). */
  sms?: SmsConfig | SmsGateway;
  /** METRICS_TOKEN / METRICS_ALLOW: who may read GET /api/metrics (default: this machine only). */
  metrics?: MetricsAccess;
  /** OVERLOAD_*: when to answer 503 with Retry-After (server/domains/ops/overload.ts); absent, never. */
  overload?: OverloadOptions;
  /** Steadfast's fraud check for the fraud checker; undefined reads STEADFAST_* from the environment, null turns it off. */
  steadfast?: SteadfastConfig | null;
  /** STOREFRONT_RATE_LIMIT / STOREFRONT_RATE_ALLOW: storefront calls per client address (server/domains/storefront/limit.ts); absent, 120 a minute; false, none. */
  storefrontLimit?: StorefrontLimit | false;
}

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
  app.decorate(
    'registry',
    new Registry(resources, [
      ...CONTENT_PERMISSIONS,
      ...SETTINGS_PERMISSIONS,
      ...ORDER_PERMISSIONS,
      ...INVENTORY_PERMISSIONS,
      ...PURCHASE_PERMISSIONS,
      ...TRANSFER_PERMISSIONS,
      ...COUNT_PERMISSIONS,
      ...SETTLEMENT_PERMISSIONS,
      ...SMS_PERMISSIONS,
      ...FRAUD_PERMISSIONS,
      ...REPORT_PERMISSIONS,
    ]),
  );
  // Every engine write of every resource appends to the audit log in its own transaction.
  app.registry.addWriteHooks(auditWrites);
  app.registry.addWriteHooks(stockFromForm);
  const storage = opts.storage ?? localStorageIn(opts.dataDir);
  app.decorate('storage', storage);
  await mkdir(localStorageIn(opts.dataDir).root, { recursive: true });

  app.setValidatorCompiler(validatorCompiler());
  refuseUnsafeInput(app);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return reply.code(err.statusCode).send(err.body());
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

  await app.register(healthRoutes, { database: opts.database });
  await app.register(metricsPlugin, { database: opts.database, access: opts.metrics ?? {}, pool: opts.database.pool });
  await app.register(backupRoutes, { prefix: '/api/admin', dataDir: opts.dataDir });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(uploadRoutes, { prefix: '/api/upload' });
  // The job queue's worker, and what it runs: SMS, and emailed receipts when a mail server is set.
  await app.register(jobQueue, opts.jobs ?? {});
  const sms = opts.sms ?? smsConfigFrom({});
  await app.register(smsSender, { gateway: 'send' in sms ? sms : gatewayOf(sms, app.log) });
  if (opts.mail) await app.register(receiptSender, opts.mail);
  await app.register(orderRoutes, { prefix: '/api/orders' });
  await app.register(deliveryRoutes, { prefix: '/api/deliveries', couriers: opts.couriers ?? couriersFromEnv(process.env) });
  await app.register(smsRoutes, { prefix: '/api/customers' });
  await app.register(catalogueRoutes, { prefix: '/api/products' });
  await ensureStandardPages(opts.database.db);
  await app.register(contentRoutes, { prefix: '/api/contents' });
  await app.register(publicRoutes, { prefix: '/api/public', limit: opts.storefrontLimit ?? { max: DEFAULT_STOREFRONT_LIMIT } });
  await app.register(inventoryRoutes, { prefix: '/api/inventory' });
  await app.register(purchaseRoutes, { prefix: '/api/purchases' });
  await app.register(transferRoutes, { prefix: '/api' });
  await app.register(settlementRoutes, { prefix: '/api' });
  await app.register(tillInventoryRoutes, { prefix: '/api/inventory' });
  await app.register(countRoutes, { prefix: '/api/stock-counts' });
  await app.register(fraudRoutes, {
    prefix: '/api/fraud-checker',
    steadfast: opts.steadfast === undefined ? steadfastFromEnv() : (opts.steadfast ?? undefined),
  });
  await app.register(reportRoutes, { prefix: '/api' });
  await app.register(rollupFolder);
  await app.register(settingsRefresh);
  await app.register(settingsRoutes, { prefix: '/api/settings' });
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
