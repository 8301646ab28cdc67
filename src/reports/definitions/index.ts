import type { ReportName } from '../../../common/wire/reports';
import type { ReportDefinition } from '../reportDefinition';
import { lowStock } from './lowStock';
import { profitLoss } from './profitLoss';
import { smsLog } from './smsLog';
import { topCustomers } from './topCustomers';
import { topProducts } from './topProducts';

/** Every report the frame draws, by its route's name (`/reports/{name}`). */
export const REPORTS: Record<ReportName, ReportDefinition> = {
  'profit-loss': profitLoss,
  'top-products': topProducts,
  'low-stock': lowStock,
  'top-customers': topCustomers,
  'sms-log': smsLog,
};
