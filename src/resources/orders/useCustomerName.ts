import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRecord } from '../../../common/wire/orders';

/** The server names a sale without customer or address "Guest"; the screens say it in the chosen language. */
export function useCustomerName(): (order: Pick<OrderRecord, 'customerId' | 'customerName'>) => string {
  const translate = useTranslate();
  return useCallback(
    (order) => (!order.customerId && (!order.customerName || order.customerName === 'Guest') ? translate('orders.page.guest') : order.customerName),
    [translate],
  );
}
