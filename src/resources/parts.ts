import { registerContentParts } from './contents';
import { registerCustomerParts } from './customers';
import { registerFraudParts } from './fraud';
import { registerInventoryParts } from './inventory';
import { registerOrderParts } from './orders';
import { registerProductParts } from './products';
import { registerPurchaseParts } from './purchases';
import { registerRoleParts } from './roles';
import { registerSettingsParts } from './settings';
import { registerStockCountParts } from './stockCounts';
import { registerTransferParts } from './transfers';
import { registerDamageParts } from './damages';
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
  registerFraudParts();
  registerPurchaseParts();
  registerContentParts();
  registerSettingsParts();
  registerUserParts();
  registerInventoryParts();
  registerStockCountParts();
  registerTransferParts();
  registerDamageParts();
}
