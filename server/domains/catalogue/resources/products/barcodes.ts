import { and, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { isValidEan13, makeEan13 } from '../../../../../common/ean13';
import type { Db } from '../../../../db/client';
import { barcodes, productVariants } from '../../../schema';
import { conflict, fieldError, msg } from '../../../../engine/errors';

/** `n` fresh EAN-13 codes from the shop's sequence (common/ean13.ts); one query whatever `n`. */
export async function newBarcodes(db: Db, n: number): Promise<string[]> {
  if (n === 0) return [];
  const rows = await db.select({ n: sql<string>`nextval('barcode_seq')` }).from(sql`generate_series(1, ${n})`);
  return rows.map((r) => makeEan13(Number(r.n)));
}

/** A barcode someone typed: any 4 to 32 letters and digits, and when it is 13 digits, a correct EAN-13 check digit. */
export function checkBarcode(field: string, code: string): void {
  if (!/^[0-9A-Za-z-]{4,32}$/.test(code)) throw fieldError(field, msg('not_barcode'));
  if (/^\d{13}$/.test(code) && !isValidEan13(code)) throw fieldError(field, msg('bad_ean13'));
}

/**
 * Refuse (409, naming the field) a barcode used twice in one product, or
 * already used by another product or by a variant of another product. The
 * barcodes table's primary key still guards against a write racing this one.
 */
export async function assertBarcodesFree(tx: Db, productId: string | undefined, wanted: { field: string; code: string }[]): Promise<void> {
  const seen = new Map<string, string>();
  for (const w of wanted) {
    if (seen.has(w.code)) throw conflict(w.field, msg('same_as_field', { other: String(seen.get(w.code)) }));
    seen.set(w.code, w.field);
  }
  if (wanted.length === 0) return;
  const codes = wanted.map((w) => w.code);
  const ownVariants = productId
    ? tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(sql`${productVariants.productId} = ${productId}`)
    : undefined;
  const notMine = productId
    ? and(
        or(isNull(barcodes.productId), ne(barcodes.productId, productId)),
        or(isNull(barcodes.variantId), notInArray(barcodes.variantId, ownVariants as NonNullable<typeof ownVariants>)),
      )
    : undefined;
  const taken = await tx
    .select({ code: barcodes.code })
    .from(barcodes)
    .where(and(inArray(barcodes.code, codes), notMine))
    .limit(1);
  if (taken.length > 0) {
    const w = wanted.find((x) => x.code === taken[0].code);
    throw conflict(w?.field ?? 'barcode', msg('barcode_taken'));
  }
}
