import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import { toPoisha, type Poisha } from '../../common/money';
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

/**
 * A customer's store credit balance (issue 36; the customer's read-only
 * `storeCredit`), poisha: null without a customer or until the server answers.
 * Read afresh each time a screen asks (a sale or a refund moves it).
 */
export function useStoreCredit(customerId: string | null | undefined): Poisha | null {
  const { data } = useGetOne<{ id: string; storeCredit?: number }>('customers', { id: customerId ?? '' }, { enabled: !!customerId, staleTime: 0 });
  return customerId && data && typeof data.storeCredit === 'number' ? toPoisha(data.storeCredit) : null;
}
