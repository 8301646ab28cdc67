import type { PrintedShop } from '../../common/wire/shop';
import type { SelfResponse } from '../../common/wire/auth';

/** What a shop that set nothing prints: its name only. */
export const PLAIN_PRINTED: PrintedShop = {
  shopName: 'Rong Fashion',
  storeName: null,
  logo: null,
  address: null,
  phone: null,
  email: null,
  tradeLicence: null,
  vatRegistration: null,
  receiptHeader: null,
  receiptFooter: null,
  receiptShowLogo: false,
  receiptPaper: '80mm',
};

/** `GET auth/self` as the server answers it, for component tests: a user of a role, and the shop. */
export function selfAnswer(
  permissions: string[],
  { preferences = {}, roleName = 'Store Manager', printed = PLAIN_PRINTED }: { preferences?: Record<string, string[]>; roleName?: string; printed?: PrintedShop } = {},
): SelfResponse {
  return {
    user: {
      _id: 'u1',
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: null,
      image: null,
      isActive: true,
      role: { _id: 'r1', name: roleName, permissions },
      preferences,
    },
    shop: { name: printed.shopName, currency: { code: 'BDT', symbol: '৳' }, timeZone: 'Asia/Dhaka', printed },
  };
}
