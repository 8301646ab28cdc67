import { lazyPart, registerPage } from '../../engine/parts';

/** Orders: an order opens on its own page (lines, payments, returns, invoice and receipt), not the generated view. */
export function registerOrderParts(): void {
  registerPage(
    'orders',
    'show',
    lazyPart(() => import('./OrderPage'), 'default'),
  );
}
