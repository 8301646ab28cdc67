import { lazyPart, registerPage } from '../../engine/parts';

/** Stock counts: a count opens on its own page (scan, differences, confirm). */
export function registerStockCountParts(): void {
  registerPage(
    'stock-counts',
    'show',
    lazyPart(() => import('./CountPage'), 'default'),
  );
}
