import type { Db } from '../db/client';
import type { CompiledResource } from './compile';

/** What a write does to a record. Every generic write of the engine is one of these. */
export type WriteMode = 'create' | 'update' | 'update-many' | 'copy' | 'delete' | 'remove-item';

/** Who asked for a write, and from where (for owner rules and the audit log). */
export interface Actor {
  /** The signed-in user's id; absent for writes the server makes itself. */
  userId?: string;
  ip?: string;
}

/** A record as the API sends it (nested keys, no write-only fields). */
export type RecordView = Record<string, unknown>;

interface WriteContextBase {
  /** The transaction the write runs in: whatever a hook writes commits or rolls back with it. */
  tx: Db;
  res: CompiledResource;
  mode: WriteMode;
  actor: Actor;
  /** The request body as sent (after validation), for hooks that store more than the row (child tables). */
  body?: Record<string, unknown>;
}

/** Before the row is written: `values` (Drizzle property → value) may still be changed; throwing refuses the write. */
export interface BeforeWriteContext extends WriteContextBase {
  /** The record's id; absent on create and copy (not made yet). */
  id?: string;
  /** The record as it is now; absent on create and copy. */
  before?: RecordView;
  /** What will be stored; empty on delete. */
  values: Record<string, unknown>;
}

/** After the row is written, still inside the transaction. */
export interface AfterWriteContext extends WriteContextBase {
  id: string;
  before?: RecordView;
  /** The record as stored now; absent after a delete. */
  after?: RecordView;
}

/**
 * Code that runs inside every write's transaction: a resource's own rules
 * (declared on it) and rules for all resources (registered on the registry,
 * like the audit log). One place for both, so no write can skip them.
 */
export interface WriteHooks {
  beforeWrite?(ctx: BeforeWriteContext): Promise<void> | void;
  afterWrite?(ctx: AfterWriteContext): Promise<void> | void;
}
