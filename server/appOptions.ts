import type { FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import type { Couriers } from './domains/deliveries/couriers';
import type { SteadfastConfig } from './domains/fraud/steadfastFraud';
import type { JobQueueOptions } from './domains/jobs/queue';
import type { MetricsAccess } from './domains/ops/metrics';
import type { OverloadOptions } from './domains/ops/overload';
import type { ReceiptSenderOptions } from './domains/orders/receiptSender';
import type { SmsConfig } from './domains/sms/gateways/fromEnv';
import type { SmsGateway } from './domains/sms/gateways/gateway';
import type { StorefrontLimit } from './domains/storefront/limit';
import type { PaymentProvider } from './domains/payments/types';
import type { Storage } from './domains/uploads/storage';

/** What the server is built with (server/config.ts reads it from the environment); each domain's plugin takes what it needs of it. */
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
  /**
   * The couriers deliveries book with; default: the manual one and those their environment variables configure
   * (couriersFromEnv). A courier whose credentials the owner saved in Settings is built from those instead, at once.
   */
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
  /**
   * SECRETS_KEY: the key couriers' credentials typed in Settings are encrypted with (settings/secrets.ts); undefined
   * reads the environment, null means none (Settings then refuse credentials; the environment variables still work).
   */
  secretsKey?: Buffer | null;
  /** Where the couriers' environment variables are read (process.env unless a test gives its own). */
  courierEnv?: NodeJS.ProcessEnv;
  /** How long "Test connection" waits for a courier (15 s unless a test says less). */
  courierTestTimeoutMs?: number;
  /** STOREFRONT_RATE_LIMIT / STOREFRONT_RATE_ALLOW: storefront calls per client address (server/domains/storefront/limit.ts); absent, 120 a minute; false, none. */
  storefrontLimit?: StorefrontLimit | false;
  /** STOREFRONT_ORIGINS: where bKash may send an online shop's customer back to (issue 38); absent, the calling page's own origin. */
  storefrontOrigins?: string[];
  /** bKash for the online shop's checkout; undefined: from the BKASH_* variables; null: not offered (tests give a fake server's). */
  bkash?: PaymentProvider | null;
}
