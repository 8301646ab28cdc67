import type { ApiDataProvider } from '../../dataProvider';

/** The fraud checker's calls (server/domains/fraud/routes.ts). */
export const checkPhone = (dp: ApiDataProvider, phone: string) => dp.request('GET /fraud-checker', { query: { phone } });

export const fetchCustomerSummary = (dp: ApiDataProvider, id: string) => dp.request('GET /fraud-checker/customer/{id}', { params: { id } });

export const phoneRiskKey = (phone: string) => ['fraud-checker', phone];
