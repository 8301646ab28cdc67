import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExchangeInput, ExchangeMade } from '../../../common/wire/exchanges';
import { newIdempotencyKey, type ApiDataProvider } from '../../dataProvider';
import { exchangeItems, orderQueryKey } from './orderApi';

/**
 * `POST orders/{id}/exchanges` for the order page and the till alike, with its Idempotency-Key: both
 * orders' pages are given their new state at once, and the lists that show
 * them (orders, exchanges, a customer's store credit) read again.
 */
export function useExchange(orderId: string, onMade: (made: ExchangeMade) => void) {
  const dp = useDataProvider<ApiDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // One key until an exchange is made: a save retried after a lost answer (even from the dialog opened again) is
  // answered with the exchange it made; a refused one claimed nothing, so trying again with the key is a new try.
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (body: ExchangeInput) => exchangeItems(dp, orderId, body, key.current),
    onSuccess: (made) => {
      key.current = newIdempotencyKey();
      queryClient.setQueryData(orderQueryKey(made.order._id), made.order);
      queryClient.setQueryData(orderQueryKey(made.newOrder._id), made.newOrder);
      void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['exchanges'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      onMade(made);
    },
    onError: (e: Error) => notify(e.message || 'app.notification.error_loading', { type: 'error' }),
  });
}
