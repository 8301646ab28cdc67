import { and, eq } from 'drizzle-orm';
import { damages, locations } from '../../db/tables';
import type { WriteHooks } from '../../engine/declaration';
import { fieldError, msg } from '../../engine/errors';
import { damageCosts, itemFacts } from './damages';
import { documentNumber } from './documentNumber';
import { moveStock } from './ledger';

/**
 * Recording a damage (`POST damages`, spec §2.1): the server makes its
 * number and its cost (the item's average cost now × the quantity, in
 * poisha), and takes the units out of the location through the ledger in the
 * same transaction; more than the location holds is a 409 naming the item
 * and nothing is recorded. The variant must be one of the product's (a
 * variable product needs one).
 */
export const damageRules: WriteHooks = {
  async beforeWrite({ tx, mode, values, actor }) {
    if (mode !== 'create') return;
    const item = { productId: values.productId as string, variantId: (values.variantId as string | null | undefined) ?? null };
    const { cost } = await itemFacts(tx, item);
    const [place] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.id, values.locationId as string), eq(locations.isActive, true)));
    if (!place) throw fieldError('location', msg('unknown_location'));
    Object.assign(values, { number: documentNumber('D-', 'damage_number_seq'), ...damageCosts(cost, values.qty as number), userId: actor.userId ?? null, transferId: null });
  },
  async afterWrite({ tx, mode, id, actor }) {
    if (mode !== 'create') return;
    const [d] = await tx.select().from(damages).where(eq(damages.id, id));
    const { name } = await itemFacts(tx, d);
    await moveStock(tx, {
      productId: d.productId,
      variantId: d.variantId,
      locationId: d.locationId,
      qty: -d.qty,
      kind: 'damage',
      unitCost: d.unitCost,
      damageId: id,
      userId: actor.userId,
      note: d.reason,
      name,
    });
  },
};
