import { lazyPart, registerCustomAction, registerPage } from '../../engine/parts';

/** Purchases: the row menu's Receive, and the purchase page with its lines, Receive and the PDF. */
export function registerPurchaseParts(): void {
  registerCustomAction(
    'purchase-receive',
    lazyPart(() => import('./PurchaseReceiveDialog'), 'PurchaseReceiveAction'),
  );
  registerPage(
    'purchases',
    'show',
    lazyPart(() => import('./PurchaseShowPage'), 'PurchaseShowPage'),
  );
}
