import { registerPage } from '../../engine/parts';
import { CustomerShowPage } from './CustomerShowPage';

/** Customers: the detail page opens with call and email buttons. */
export function registerCustomerParts(): void {
  registerPage('customers', 'show', CustomerShowPage);
}
