import { products } from '../schema';
import type { WriteHooks } from '../../engine/declaration';
import { reconcileStock } from './ledger';

/**
 * Stock typed into a product's form (its own, or its variants') goes into the
 * ledger in the same transaction: an opening movement for a new product or a
 * copy, an adjustment when someone changes the figure. Registered on the
 * registry beside the audit log, so every engine write to the products table
 * (the form, a copy, a bulk edit, the variant manager) keeps the ledger.
 */
export const stockFromForm: WriteHooks = {
  async afterWrite({ tx, decl, mode, actor, id }) {
    if (mode === 'delete' || decl.table !== products) return;
    await reconcileStock(tx, { productId: id, kind: mode === 'create' || mode === 'copy' ? 'opening' : 'adjustment', userId: actor.userId });
  },
};
