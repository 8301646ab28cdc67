import { eq } from 'drizzle-orm';
import { slugify } from '../../../../../common/slug';
import type { Db } from '../../../../db/client';
import { products } from '../../../schema';
import { fieldError, msg } from '../../../../engine/errors';
import type { BeforeWriteContext, WriteHooks } from '../../../../engine/declaration';
import type { ChildEntry } from '../../../../engine/declaration';
import { assertBarcodesFree, checkBarcode, newBarcodes } from './barcodes';
import { refuseDeleteWhenSold } from './sales';

/**
 * What the server keeps true of every product write, inside its transaction:
 * every product and variant has a barcode (made from the store prefix when
 * left empty) and a SKU, barcodes are unique across products and variants, a
 * simple product has no variants, a percentage discount is at most 100, and a
 * product that has been sold is archived rather than deleted.
 */
export const productRules: WriteHooks = {
  async beforeWrite(ctx) {
    if (ctx.mode === 'delete') {
      await refuseDeleteWhenSold(ctx.tx, ctx.id as string);
      return;
    }
    if (ctx.mode === 'remove-item') return;
    const v = ctx.values;
    const type = (v.type ?? ctx.before?.type ?? 'simple') as string;
    if (type === 'simple' && (ctx.before?.type === 'variable' || ctx.children.variations?.length)) ctx.children.variations = [];
    checkDiscount(v, ctx.before);
    await fillSku(ctx);
    await fillBarcodes(ctx);
  },
};

function checkDiscount(v: Record<string, unknown>, before: Record<string, unknown> | undefined): void {
  const discountType = v.discountType ?? before?.discountType;
  const discount = v.discount ?? before?.discount;
  if (discountType === 'percentage' && typeof discount === 'number' && discount > 100) {
    throw fieldError('discount', msg('percentage_over_100'));
  }
}

const skuOf = (text: string) => slugify(text).toUpperCase().slice(0, 60);

async function skuTaken(tx: Db, sku: string, exceptId: string | undefined): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(2);
  return rows.some((r) => r.id !== exceptId);
}

/** Empty SKUs: the product's from its slug (made unique), each variant's from the product's SKU and the variant's name. */
async function fillSku(ctx: BeforeWriteContext): Promise<void> {
  const v = ctx.values;
  if (v.sku === null || (v.sku === undefined && ctx.mode !== 'update' && ctx.mode !== 'update-many')) {
    const base = skuOf(String(v.slug ?? v.name ?? 'ITEM')) || 'ITEM';
    let sku = base;
    for (let n = 2; await skuTaken(ctx.tx, sku, ctx.id); n++) sku = `${base}-${n}`;
    v.sku = sku;
  }
  const entries = ctx.children.variations;
  if (!entries) return;
  const productSku = String(v.sku ?? ctx.before?.sku ?? '');
  const used = new Set<string>();
  for (const e of entries) if (typeof e.values.sku === 'string') used.add(e.values.sku);
  for (const e of entries) {
    if (!needsValue(e, 'sku')) continue;
    const base = `${productSku}-${skuOf(String(e.values.name ?? ''))}`;
    let sku = base;
    for (let n = 2; used.has(sku); n++) sku = `${base}-${n}`;
    used.add(sku);
    e.values.sku = sku;
  }
  assertVariantSkusDistinct(entries);
}

/** Two variants of one product with one SKU (another product's variants are guarded by the unique index). */
function assertVariantSkusDistinct(entries: ChildEntry[]): void {
  const seen = new Map<string, number>();
  for (const [i, e] of entries.entries()) {
    const sku = e.values.sku;
    if (typeof sku !== 'string') continue;
    if (seen.has(sku)) throw fieldError(`variations.${i}.sku`, msg('sku_same_as_variation', { n: Number(seen.get(sku)) + 1 }));
    seen.set(sku, i);
  }
}

/** An entry's value is to be made: sent empty, or not sent by a new entry. */
function needsValue(e: ChildEntry, prop: string): boolean {
  return e.values[prop] === null || (e.id === undefined && e.values[prop] === undefined);
}

async function fillBarcodes(ctx: BeforeWriteContext): Promise<void> {
  const v = ctx.values;
  const entries = ctx.children.variations ?? [];
  const productNeeds = v.barcode === null || (v.barcode === undefined && (ctx.mode === 'create' || ctx.mode === 'copy'));
  const variantNeeds = entries.filter((e) => needsValue(e, 'barcode'));
  const codes = await newBarcodes(ctx.tx, (productNeeds ? 1 : 0) + variantNeeds.length);
  if (productNeeds) v.barcode = codes.shift();
  for (const e of variantNeeds) e.values.barcode = codes.shift();
  const wanted: { field: string; code: string }[] = [];
  if (typeof v.barcode === 'string') {
    checkBarcode('barcode', v.barcode);
    wanted.push({ field: 'barcode', code: v.barcode });
  } else if (typeof ctx.before?.barcode === 'string' && entries.length > 0) {
    wanted.push({ field: 'barcode', code: ctx.before.barcode });
  }
  for (const [i, e] of entries.entries()) {
    if (typeof e.values.barcode !== 'string') continue;
    checkBarcode(`variations.${i}.barcode`, e.values.barcode);
    wanted.push({ field: `variations.${i}.barcode`, code: e.values.barcode });
  }
  await assertBarcodesFree(ctx.tx, ctx.id, wanted);
}
