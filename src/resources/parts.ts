import { registerContentParts } from './contents';
import { registerCourierAreaParts } from './courierAreas';
import { registerCourierDueParts } from './courierDues';
import { registerCourierPayoutParts } from './courierPayouts';
import { registerCustomerParts } from './customers';
import { registerDeliveryParts } from './deliveries';
import { registerFraudParts } from './fraud';
import { registerInventoryParts } from './inventory';
import { registerOrderParts } from './orders';
import { registerProductParts } from './products';
import { registerPurchaseParts } from './purchases';
import { registerRoleParts } from './roles';
import { registerSharedParts } from './shared';
import { registerSettingsParts } from './settings';
import { registerStockCountParts } from './stockCounts';
import { registerTransferParts } from './transfers';
import { registerDamageParts } from './damages';
import { registerShiftParts } from './shifts';
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
  registerDeliveryParts();
  registerFraudParts();
  registerPurchaseParts();
  registerContentParts();
  registerSettingsParts();
  registerUserParts();
  registerInventoryParts();
  registerStockCountParts();
  registerTransferParts();
  registerDamageParts();
  registerCourierDueParts();
  registerCourierPayoutParts();
  registerCourierAreaParts();
  registerShiftParts();
  registerSharedParts();
}
