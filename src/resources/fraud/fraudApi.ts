import type { CustomerSummary, FraudCheck } from '../../../common/wire/fraud';
import type { ApiDataProvider } from '../../dataProvider';

/** The fraud checker's calls (server/modules/fraud/routes.ts). */
export const checkPhone = (dp: ApiDataProvider, phone: string) => dp.call<FraudCheck>('GET', `fraud-checker?phone=${encodeURIComponent(phone)}`);

export const fetchCustomerSummary = (dp: ApiDataProvider, id: string) => dp.call<CustomerSummary>('GET', `fraud-checker/customer/${encodeURIComponent(id)}`);

export const phoneRiskKey = (phone: string) => ['fraud-checker', phone];
