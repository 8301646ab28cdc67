import { lazyPart, registerPage } from '../../engine/parts';

/** Customers: the detail page opens with call and email buttons. */
export function registerCustomerParts(): void {
  registerPage(
    'customers',
    'show',
    lazyPart(() => import('./CustomerShowPage'), 'CustomerShowPage'),
  );
}
