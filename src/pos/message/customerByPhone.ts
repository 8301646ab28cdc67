import { mobileOf } from '../../../common/phone';
import type { PosCatalogueCustomer } from '../../../common/wire/posCatalogue';
import type { ApiDataProvider } from '../../dataProvider';
import type { CartCustomer } from '../cart';
import type { PosCustomer } from '../CustomerPicker';

/**
 * The shop's customer with the message's phone, found as the till's customer
 * search finds one (`customers?q=`, or offline among the customers its
 * snapshot keeps), or null: then the order is a guest's with the address.
 * Only a customer whose own number is that phone counts; a name or another
 * number that merely contains the digits does not.
 */
export async function customerByPhone(
  dp: ApiDataProvider,
  phone: string,
  offline: { kept: readonly PosCatalogueCustomer[] } | null,
): Promise<CartCustomer | null> {
  const same = (c: { phone?: string | null }) => !!c.phone && mobileOf(c.phone) === phone;
  if (offline) {
    const kept = offline.kept.find(same);
    return kept ? { _id: kept._id, name: kept.name, phone: kept.phone, email: kept.email ?? undefined } : null;
  }
  const { data } = await dp.getList<PosCustomer>('customers', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
    filter: { q: phone },
  });
  const found = data.find(same);
  return found ? { _id: found._id ?? found.id, name: found.name, phone: found.phone ?? undefined, email: found.email ?? undefined } : null;
}
