import { asc, eq } from 'drizzle-orm';
import { toReceive } from '../../../common/purchases';
import type { PurchaseDetail } from '../../../common/wire/purchases';
import type { Db } from '../../db/client';
import { locations, products, productVariants, purchaseLines, purchases, suppliers } from '../schema';
import { notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';

/** A purchase with its supplier, destination and named lines (the purchase page, the Receive dialog, the PDF, a receipt's answer). */
export async function readPurchase(db: Db, id: string): Promise<PurchaseDetail> {
  if (!isUuid(id)) throw notFound('Purchase');
  const [head] = await db
    .select({
      _id: purchases.id,
      number: purchases.number,
      status: purchases.status,
      total: purchases.total,
      note: purchases.note,
      orderedAt: purchases.orderedAt,
      createdAt: purchases.createdAt,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierPhone: suppliers.phone,
      supplierAddress: suppliers.address,
      locationId: locations.id,
      locationName: locations.name,
      locationAddress: locations.address,
    })
    .from(purchases)
    .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
    .innerJoin(locations, eq(locations.id, purchases.locationId))
    .where(eq(purchases.id, id));
  if (!head) throw notFound('Purchase');
  const lines = await db
    .select({
      _id: purchaseLines.id,
      product: purchaseLines.productId,
      variant: purchaseLines.variantId,
      name: products.name,
      variantName: productVariants.name,
      productSku: products.sku,
      variantSku: productVariants.sku,
      qty: purchaseLines.qty,
      unitCost: purchaseLines.unitCost,
      receivedQty: purchaseLines.receivedQty,
    })
    .from(purchaseLines)
    .innerJoin(products, eq(products.id, purchaseLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, purchaseLines.variantId))
    .where(eq(purchaseLines.purchaseId, id))
    .orderBy(asc(purchaseLines.position));
  return {
    _id: head._id,
    number: head.number,
    status: head.status as PurchaseDetail['status'],
    supplier: { _id: head.supplierId, name: head.supplierName, phone: head.supplierPhone, address: head.supplierAddress },
    location: { _id: head.locationId, name: head.locationName, address: head.locationAddress },
    total: head.total,
    note: head.note,
    orderedAt: head.orderedAt ? head.orderedAt.toISOString() : null,
    createdAt: head.createdAt.toISOString(),
    lines: lines.map(({ productSku, variantSku, ...l }) => ({ ...l, sku: variantSku ?? productSku ?? null, toReceive: toReceive(l) })),
  };
}
