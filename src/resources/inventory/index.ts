import { lazyPart, registerCustomAction, registerPage } from '../../engine/parts';

/** Inventory: a row opens the item's movement history; Adjust Stock is a dialog of its own. */
export function registerInventoryParts(): void {
  registerPage(
    'inventory',
    'show',
    lazyPart(() => import('./MovementHistoryPage'), 'default'),
  );
  registerCustomAction(
    'adjust-stock',
    lazyPart(() => import('./AdjustStockDialog'), 'AdjustStockAction'),
  );
}
