import { registerContentParts } from './contents';
import { registerCustomerParts } from './customers';
import { registerInventoryParts } from './inventory';
import { registerOrderParts } from './orders';
import { registerProductParts } from './products';
import { registerRoleParts } from './roles';
import { registerSettingsParts } from './settings';
import { registerUserParts } from './users';

/**
 * What schemas cannot say, registered with the engine by each resource
 * folder: custom fields, pages and actions. Called once before the routes
 * are built.
 */
export function registerResourceParts(): void {
  registerRoleParts();
  registerCustomerParts();
  registerProductParts();
  registerOrderParts();
  registerContentParts();
  registerSettingsParts();
  registerUserParts();
  registerInventoryParts();
}
