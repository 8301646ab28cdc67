import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PaymentMethod } from '../../common/orders';
import type { ApiDataProvider } from '../dataProvider';
import { fetchPaymentMethods } from './posApi';

export const PAYMENT_METHODS_KEY = ['orders', 'payment-methods'] as const;

/** Until the server answers: cash, which every shop takes. */
const CASH_ONLY: PaymentMethod[] = ['cash'];

/** The payment methods the shop takes, in its order (Settings → Payments). */
export function usePaymentMethods(): PaymentMethod[] {
  const dp = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({ queryKey: PAYMENT_METHODS_KEY, queryFn: () => fetchPaymentMethods(dp) });
  return data && data.length > 0 ? data : CASH_ONLY;
}
