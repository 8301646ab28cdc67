import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CREDENTIAL_FIELDS, isConfigured, isCredentialProvider, type CredentialProvider, type CredentialValues } from '../../../common/courierCredentials';
import type { Db } from '../../db/client';
import { courierCredentials, users } from '../schema';
import { open, seal } from './secrets';

/** Where a courier's credentials come from: Settings (the owner typed them), the environment, or nowhere. */
export type CredentialSource = 'settings' | 'env' | 'none';

export interface CourierCredentialState {
  source: CredentialSource;
  /** The values in force, from that source (empty for `none`). */
  values: CredentialValues;
  /** When and by whom the Settings' values were saved (null when the source is not Settings). */
  updatedAt: Date | null;
  updatedBy: string | null;
}

export type CourierCredentialStates = Readonly<Record<CredentialProvider, CourierCredentialState>>;

/** A courier's values as its environment variables set them (trimmed, empty ones left out). */
export function envValues(courier: CredentialProvider, env: NodeJS.ProcessEnv): CredentialValues {
  const out: Record<string, string> = {};
  for (const f of CREDENTIAL_FIELDS[courier]) {
    const value = env[f.env]?.trim();
    if (value) out[f.name] = value;
  }
  return out;
}

interface StoredRow {
  values: CredentialValues;
  updatedAt: Date;
  updatedBy: string | null;
}

/** Saving needs SECRETS_KEY: the route refuses with a 400 saying so before it gets here; this only guards the store. */
class NoSecretsKey extends Error {}

/**
 * The couriers' and bKash's credentials this process works with (issues 37 and 38): each courier's row of `courier_credentials`, opened
 * with SECRETS_KEY, else its environment variables. Kept in memory; `reload` reads the rows again (at start, after a
 * change here, and every few seconds with the shop's settings, so that other API processes sharing the database
 * follow) and tells the listeners when anything changed, so the couriers and the fraud checker follow at once
 * without a restart (bKash too: onlineOrders/plugin.ts).
 *
 * A row that does not open (another key, a changed value) reads as not set, with a warning naming the courier only.
 */
export class CourierSettings {
  private stored = new Map<CredentialProvider, StoredRow>();
  private signature = '';
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    /** The key of SECRETS_KEY; null: Settings cannot hold credentials (the environment still can). */
    readonly key: Buffer | null,
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Called after every change of the credentials in force (the deliveries' couriers rebuild themselves). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  current(): CourierCredentialStates {
    const state = (courier: CredentialProvider): CourierCredentialState => {
      const row = this.stored.get(courier);
      if (row) return { source: 'settings', values: row.values, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
      const fromEnv = envValues(courier, this.env);
      return isConfigured(courier, fromEnv)
        ? { source: 'env', values: fromEnv, updatedAt: null, updatedBy: null }
        : { source: 'none', values: {}, updatedAt: null, updatedBy: null };
    };
    return { steadfast: state('steadfast'), pathao: state('pathao'), redx: state('redx'), bkash: state('bkash') };
  }

  /** The values Settings hold for the courier (not the environment's): what a change keeps of what is not retyped. */
  storedValues(courier: CredentialProvider): CredentialValues {
    return this.stored.get(courier)?.values ?? {};
  }

  async reload(): Promise<void> {
    const rows = await this.db
      .select({ courier: courierCredentials.courier, sealed: courierCredentials.sealed, updatedAt: courierCredentials.updatedAt, by: users.name })
      .from(courierCredentials)
      .leftJoin(users, eq(users.id, courierCredentials.updatedBy));
    // Opened again only when a row changed: the rows are re-read every few seconds, a warning is said once.
    const signature = rows
      .map((r) => `${r.courier}:${r.updatedAt.toISOString()}:${r.sealed}`)
      .sort()
      .join('|');
    if (signature === this.signature) return;
    const stored = new Map<CredentialProvider, StoredRow>();
    for (const r of rows) {
      if (!isCredentialProvider(r.courier)) continue;
      const values = this.opened(r.courier, r.sealed);
      if (values) stored.set(r.courier, { values, updatedAt: r.updatedAt, updatedBy: r.by });
    }
    this.stored = stored;
    this.signature = signature;
    for (const listener of this.listeners) listener();
  }

  /** Stores the courier's values (sealed) with `audit`'s entry in one transaction, then reloads. */
  async save(courier: CredentialProvider, values: CredentialValues, userId: string, audit: (tx: Db) => Promise<void>): Promise<void> {
    const key = this.key;
    if (!key) throw new NoSecretsKey();
    const sealed = seal(key, JSON.stringify(values));
    const updatedAt = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .insert(courierCredentials)
        .values({ courier, sealed, updatedAt, updatedBy: userId })
        .onConflictDoUpdate({ target: courierCredentials.courier, set: { sealed, updatedAt, updatedBy: userId } });
      await audit(tx);
    });
    await this.reload();
  }

  /**
   * Forgets what Settings hold for the courier (its environment variables, if any, configure it again), with
   * `audit`'s entry in the same transaction; false when there was nothing to forget.
   */
  async remove(courier: CredentialProvider, audit: (tx: Db) => Promise<void>): Promise<boolean> {
    const gone = await this.db.transaction(async (tx) => {
      const rows = await tx.delete(courierCredentials).where(eq(courierCredentials.courier, courier)).returning({ courier: courierCredentials.courier });
      if (rows.length > 0) await audit(tx);
      return rows.length > 0;
    });
    await this.reload();
    return gone;
  }

  private opened(courier: CredentialProvider, sealed: string): CredentialValues | null {
    const text = this.key ? open(this.key, sealed) : null;
    let parsed: unknown = null;
    try {
      parsed = text === null ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (!isValues(parsed)) {
      // Names the courier and why, never a value: the key may be wrong rather than the row.
      this.log.warn(
        { courier },
        this.key
          ? 'courier credentials in Settings could not be decrypted with SECRETS_KEY (another key, or a changed row): read as not set'
          : 'courier credentials are stored in Settings but SECRETS_KEY is not set: read as not set',
      );
      return null;
    }
    return parsed;
  }
}

const isValues = (v: unknown): v is CredentialValues =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
