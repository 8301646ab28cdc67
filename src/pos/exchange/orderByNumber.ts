import type { OrderRecord } from '../../../common/wire/orders';
import type { ApiDataProvider } from '../../dataProvider';
import { fetchOrder } from '../../resources/orders/orderApi';

/** Enough rows to hold the number itself among longer numbers that contain it (the search matches within). */
const LOOK_AHEAD = 20;

/**
 * The order a receipt's number names, read whole (`GET orders/{id}`), or null
 * when the caller cannot see one by that number: none has it, or it is another
 * location's, which the server keeps from a user without `orders:any-location`.
 */
export async function orderByNumber(dp: ApiDataProvider, number: string): Promise<OrderRecord | null> {
  const { data } = await dp.getList<{ id: string; number: string }>('orders', {
    filter: { q: number },
    pagination: { page: 1, perPage: LOOK_AHEAD },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const row = data.find((r) => r.number === number);
  return row ? fetchOrder(dp, String(row.id)) : null;
}
