import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { toPoisha } from '../../../common/money';
import { discountedUnitPrice, type ProductDiscount } from '../../../common/pricing';
import type { PosCatalogueProduct } from '../../../common/wire/posCatalogue';
import type { Db } from '../../db/client';
import { posSnapshots, posSnapshotServes, type SnapshotTerm } from '../schema';
import { pgError } from '../../engine/errors';

const FOREIGN_KEY = '23503';

/** The product's own discount as common/pricing reads it, from the catalogue's taka. */
function discountOf(p: PosCatalogueProduct): ProductDiscount | null {
  if (!p.isDiscount || !p.discountType || !p.discount) return null;
  return p.discountType === 'flat' ? { type: 'flat', value: toPoisha(p.discount) } : { type: 'percentage', value: p.discount };
}

/**
 * Each item's terms as the till will price it from this catalogue (the same
 * arithmetic as src/pos/offline/tillTerms.ts): the key is the product, or
 * `product:variant`, as cartPricing keys its lines.
 */
export function snapshotTerms(products: readonly PosCatalogueProduct[]): Record<string, SnapshotTerm> {
  const terms: Record<string, SnapshotTerm> = {};
  for (const p of products) {
    const discount = discountOf(p);
    const items = p.type === 'variable' ? p.variations.map((v) => [`${p._id}:${v._id}`, v.price] as const) : [[p._id, p.price] as const];
    for (const [key, price] of items) {
      const list = toPoisha(price);
      terms[key] = [list, discountedUnitPrice(list, discount), p.vat];
    }
  }
  return terms;
}

/** The version of a set of terms: a digest of them in key order, so the same prices are the same version wherever and whenever served. */
export function versionOf(terms: Record<string, SnapshotTerm>): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(terms).sort()) hash.update(`${key}=${terms[key].join(',')};`);
  return hash.digest('hex').slice(0, 32);
}

/**
 * Records that this catalogue was served (issue 34): its prices once per
 * version, and for a till that names itself, that it was given this version
 * (first and last time), in one statement. Returns the version.
 */
export async function recordSnapshot(
  db: Db,
  terms: Record<string, SnapshotTerm>,
  serve?: { device: string; locationId: string; userId: string },
): Promise<string> {
  const version = versionOf(terms);
  // A version's prices never change (the version is their digest): once stored, they are not sent again.
  const known = storedVersions.get(db) ?? new Set<string>();
  storedVersions.set(db, known);
  if (!serve) {
    if (!known.has(version)) await db.insert(posSnapshots).values({ version, prices: terms }).onConflictDoNothing();
    known.add(version);
    return version;
  }
  // The serve references the prices' row: both in one statement, the prices first.
  const statement = (
    withPrices: boolean,
  ) => sql`${withPrices ? sql`with prices as (${db.insert(posSnapshots).values({ version, prices: terms }).onConflictDoNothing().getSQL()})` : sql``}
    ${db
      .insert(posSnapshotServes)
      .values({ version, deviceId: serve.device, locationId: serve.locationId, userId: serve.userId })
      .onConflictDoUpdate({ target: [posSnapshotServes.deviceId, posSnapshotServes.locationId, posSnapshotServes.version], set: { lastServedAt: sql`now()` } })
      .getSQL()}`;
  await db.execute(statement(!known.has(version))).catch((err: unknown) => {
    // The prices' row gone after all (a database restored under this process): stored again.
    if (pgError(err)?.code !== FOREIGN_KEY) throw err;
    return db.execute(statement(true));
  });
  known.add(version);
  return version;
}

/** The versions whose prices each database already holds (this process's reads; a version row is never deleted). */
const storedVersions = new WeakMap<Db, Set<string>>();

/** The prices of a snapshot this till was given before `by` (at any of its locations: prices are the shop's), or null. */
export async function snapshotServed(db: Db, version: string, device: string, by: Date): Promise<Record<string, SnapshotTerm> | null> {
  const [row] = await db
    .select({ prices: posSnapshots.prices })
    .from(posSnapshotServes)
    .innerJoin(posSnapshots, eq(posSnapshots.version, posSnapshotServes.version))
    .where(and(eq(posSnapshotServes.version, version), eq(posSnapshotServes.deviceId, device), lte(posSnapshotServes.firstServedAt, by)))
    .limit(1);
  return row?.prices ?? null;
}
