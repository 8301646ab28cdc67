import type { WriteHooks } from '../../engine/hooks';
import { reconcileStock } from './ledger';

/**
 * Stock typed into a product's form (its own, or its variants') goes into the
 * ledger in the same transaction: an opening movement for a new product or a
 * copy, an adjustment when someone changes the figure. Declared on products.
 */
export const stockFromForm: WriteHooks = {
  async afterWrite({ tx, mode, actor, id }) {
    if (mode === 'delete') return;
    await reconcileStock(tx, { productId: id, kind: mode === 'create' || mode === 'copy' ? 'opening' : 'adjustment', userId: actor.userId });
  },
};
