import { and, eq } from 'drizzle-orm';
import { locations } from '../schema';
import type { WriteHooks } from '../../engine/declaration';
import { fieldError, msg } from '../../engine/errors';
import { serverValuesOfDamage, takeDamagedStock } from './damages';

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
    const server = await serverValuesOfDamage(tx, item, values.qty as number, actor.userId);
    const [place] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, values.locationId as string), eq(locations.isActive, true)));
    if (!place) throw fieldError('location', msg('unknown_location'));
    Object.assign(values, server, { transferId: null });
  },
  async afterWrite({ tx, mode, id, actor }) {
    if (mode === 'create') await takeDamagedStock(tx, id, actor.userId);
  },
};
