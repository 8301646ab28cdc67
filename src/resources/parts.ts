import { registerCustomerParts } from './customers';
import { registerProductParts } from './products';
import { registerRoleParts } from './roles';

/**
 * What schemas cannot say, registered with the engine by each resource
 * folder: custom fields, pages and actions. Called once before the routes
 * are built.
 */
export function registerResourceParts(): void {
  registerRoleParts();
  registerCustomerParts();
  registerProductParts();
}
