import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { JobQueueOptions } from './domains/jobs/queue';
import { addressList, type MetricsAccess } from './domains/ops/metrics';
import type { OverloadOptions } from './domains/ops/overload';
import { DEFAULT_STOREFRONT_LIMIT } from './domains/storefront/limit';
import { smsConfigFrom, type SmsConfig } from './domains/sms/gateways/fromEnv';
import type { ScheduledBackup } from './domains/ops/backup/schedule';
import { secretsKeyFrom } from './domains/settings/secrets';

/** Everything the server reads from its environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; absent means the embedded database in dataDir. */
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Seed demo data into an empty database. */
  seedDemo: boolean;
  /** The built admin app to serve; absent when not built. */
  webDir?: string;
  logLevel: string;
  /**
   * Whose address a request comes from behind a reverse proxy (Fastify's
   * trustProxy): false uses the connection's address; a function trusts that
   * many proxies in front of the server; text is a comma-separated list of the
   * proxies' addresses or CIDR ranges. Never true (parseTrustProxy).
   */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** SMTP_URL (and MAIL_FROM): the mail server that sends receipts; absent, receipts wait. */
  mail?: { smtpUrl: string; from: string };
  /** JOBS_POLL_MS, JOBS_LEASE_MS, JOBS_BATCH, JOBS_BACKOFF_MS: the job queue (server/domains/jobs). */
  jobs: JobQueueOptions;
  /** SMS_GATEWAY and its settings (server/domains/sms/gateways). */
  sms: SmsConfig;
  /** METRICS_TOKEN, METRICS_ALLOW: who may read GET /api/metrics (server/domains/ops/metrics.ts). */
  metrics: MetricsAccess;
  /** OVERLOAD_*: when the server answers 503 with Retry-After instead of queueing (server/domains/ops/overload.ts). */
  overload: OverloadOptions;
  /** SHUTDOWN_GRACE_MS: how long SIGTERM waits for requests in flight before closing anyway. */
  shutdownGraceMs: number;
  /** BACKUP_EVERY_HOURS, BACKUP_KEEP, BACKUP_DIR: the scheduled backup, off unless BACKUP_EVERY_HOURS is set. */
  backup?: ScheduledBackup;
  /** STOREFRONT_RATE_LIMIT, STOREFRONT_RATE_ALLOW: storefront calls a minute per client address, and the addresses never held (server/domains/storefront/limit.ts). */
  storefrontLimit: { max: number; allow: string[] };
  /** STOREFRONT_ORIGINS: the online shop's origins bKash may send a customer back to (issue 38); empty, the calling page's own. */
  storefrontOrigins: string[];
  /** SECRETS_KEY: the key of the couriers' credentials kept in Settings (32 bytes, hex or base64); null when unset. */
  secretsKey: Buffer | null;
}

/** A whole number above 0 from the environment, else undefined (the default). */
function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number above 0`);
  return n;
}

/**
 * JWT_SECRET, or one generated on first start and kept in the data folder.
 * Read only once the data folder is ours (the embedded database's lock is
 * taken), so a second process that is refused writes nothing there.
 */
export function jwtSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A setting the server cannot start with; told in words, without a stack (server/exitOnError.ts). */
export class ConfigError extends Error {}

/**
 * TRUST_PROXY: unset or `false` → off, a number of proxies, or the proxies' addresses.
 * `true` is refused: it takes the left-most X-Forwarded-For, which the client writes itself,
 * so a caller could choose its own address (read /api/metrics as this machine, dodge the
 * sign-in limit per address, forge the audit log's addresses).
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text.toLowerCase() === 'true') {
    throw new ConfigError(
      "TRUST_PROXY=true would trust the client's own X-Forwarded-For, so any caller could choose its address. " +
        'Set the number of proxies in front of the server (TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.2,10.1.0.0/16).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

/** STOREFRONT_RATE_ALLOW: comma-separated addresses or CIDR ranges, each checked now so a typo stops the start. */
function storefrontAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    addressList(entries, 'STOREFRONT_RATE_ALLOW');
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  return entries;
}

/** STOREFRONT_ORIGINS: comma-separated origins (`https://shop.example.com`), each checked now so a typo stops the start. */
function originsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        throw new ConfigError(`STOREFRONT_ORIGINS: ${o} is not an address such as https://shop.example.com`);
      }
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== o.replace(/\/$/, '')) {
        throw new ConfigError(`STOREFRONT_ORIGINS: ${o} must be an origin only, such as https://shop.example.com`);
      }
      return url.origin;
    });
}

/** A malformed SECRETS_KEY stops the start with a clear word, as every wrong setting here does. */
function secretsKeyOf(env: NodeJS.ProcessEnv): Buffer | null {
  try {
    return secretsKeyFrom(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const webDir = resolve(env.WEB_DIR ?? './dist');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    webDir: existsSync(join(webDir, 'index.html')) ? webDir : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobs: {
      pollMs: positive(env.JOBS_POLL_MS, 'JOBS_POLL_MS'),
      leaseMs: positive(env.JOBS_LEASE_MS, 'JOBS_LEASE_MS'),
      batch: positive(env.JOBS_BATCH, 'JOBS_BATCH'),
      backoffMs: positive(env.JOBS_BACKOFF_MS, 'JOBS_BACKOFF_MS'),
    },
    sms: smsConfigFrom(env),
    metrics: {
      token: env.METRICS_TOKEN || undefined,
      allow: env.METRICS_ALLOW
        ? env.METRICS_ALLOW.split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : undefined,
    },
    overload: {
      maxEventLoopDelayMs: positive(env.OVERLOAD_EVENT_LOOP_DELAY_MS, 'OVERLOAD_EVENT_LOOP_DELAY_MS'),
      maxHeapUsedBytes: positive(env.OVERLOAD_HEAP_BYTES, 'OVERLOAD_HEAP_BYTES'),
      retryAfterSeconds: positive(env.OVERLOAD_RETRY_AFTER_S, 'OVERLOAD_RETRY_AFTER_S'),
    },
    shutdownGraceMs: positive(env.SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS') ?? 10_000,
    backup: env.BACKUP_EVERY_HOURS
      ? {
          everyHours: positive(env.BACKUP_EVERY_HOURS, 'BACKUP_EVERY_HOURS') ?? 24,
          keep: positive(env.BACKUP_KEEP, 'BACKUP_KEEP') ?? 7,
          dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
        }
      : undefined,
    storefrontLimit: {
      max: positive(env.STOREFRONT_RATE_LIMIT, 'STOREFRONT_RATE_LIMIT') ?? DEFAULT_STOREFRONT_LIMIT,
      allow: storefrontAllow(env.STOREFRONT_RATE_ALLOW),
    },
    storefrontOrigins: originsOf(env.STOREFRONT_ORIGINS),
    secretsKey: secretsKeyOf(env),
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM || 'Shop <no-reply@localhost>' } : undefined,
  };
}
