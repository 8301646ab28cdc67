import { useState, type ReactNode } from 'react';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import { orderNumberOf } from '../../../common/orderNumber';
import type { ExchangeMade } from '../../../common/wire/exchanges';
import type { OrderRecord } from '../../../common/wire/orders';
import type { ApiDataProvider } from '../../dataProvider';
import { ExchangeDialog } from '../../resources/orders/ExchangeDialog';
import { useExchange } from '../../resources/orders/useExchange';
import { isNetworkError, useOffline } from '../offline/offlineStore';
import { ExchangeDoneDialog } from './ExchangeDoneDialog';
import { orderByNumber } from './orderByNumber';

/** Nothing is left to give back of a cancelled order, or of one returned in full: the server would refuse it. */
const returnable = (order: OrderRecord) => order.status !== 'cancelled' && order.items.some((i) => i.qty > i.returnedQty);

/**
 * An exchange started at the till from a sale's receipt (issue 36): its
 * number, scanned from the receipt's barcode or typed in the search, finds the
 * order and opens the order page's exchange dialog for it, at the till's
 * location and in its shift (the dialog's own useTillFacts). `lookUp` answers
 * whether the text was a receipt's number, so the till searches products for
 * anything else. Online only: the exchange is priced and written by the server.
 */
export function useReceiptExchange(): { lookUp(text: string): boolean; open: boolean; dialogs: ReactNode } {
  const notify = useNotify();
  const dp = useDataProvider<ApiDataProvider>();
  // The server asks for both: an exchange takes a return and makes a sale.
  const { canAccess: mayReturn } = useCanAccess({ resource: 'return', action: 'create' });
  const { canAccess: maySell } = useCanAccess({ resource: 'orders', action: 'create' });
  const [order, setOrder] = useState<OrderRecord | null>(null);
  const [made, setMade] = useState<ExchangeMade | null>(null);
  const exchange = useExchange(order?._id ?? '', (answer) => {
    setOrder(null);
    setMade(answer);
  });

  const find = async (number: string) => {
    try {
      const found = await orderByNumber(dp, number);
      if (!found) notify('pos.exchange.not_found', { type: 'error', messageArgs: { number } });
      else if (!returnable(found)) notify('pos.exchange.nothing_left', { type: 'warning', messageArgs: { number } });
      else setOrder(found);
    } catch (e) {
      if (!isNetworkError(e)) {
        notify(e instanceof Error && e.message ? e.message : 'app.notification.error_loading', { type: 'error' });
        return;
      }
      useOffline.getState().set({ networkDown: true });
      notify('pos.exchange.offline', { type: 'warning', messageArgs: { number } });
    }
  };

  const lookUp = (text: string) => {
    const number = orderNumberOf(text);
    if (!number) return false;
    if (!mayReturn || !maySell) notify('pos.exchange.not_allowed', { type: 'error' });
    else if (!useOffline.getState().online) notify('pos.exchange.offline', { type: 'warning', messageArgs: { number } });
    else void find(number);
    return true;
  };

  const dialogs = (
    <>
      {order && <ExchangeDialog order={order} pending={exchange.isPending} onClose={() => setOrder(null)} onSubmit={(body) => exchange.mutate(body)} />}
      {made && <ExchangeDoneDialog made={made} onClose={() => setMade(null)} />}
    </>
  );
  return { lookUp, open: order !== null || made !== null, dialogs };
}
