import type { PrintedShop } from '../../common/wire/shop';
import type { SelfResponse } from '../../common/wire/auth';
import type { TillLocation } from '../../common/wire/inventory';
import { DEFAULT_SHOP } from '../shop/useShop';

/** The demo store's main shop, where a user without a location of their own sells from. */
export const DHANMONDI: TillLocation = { _id: '0b6c1f2e-7d4a-4c1b-9e0f-3a2b1c4d5e6f', name: 'Dhanmondi Shop' };

/** What a shop that set nothing prints: its name only. */
export const PLAIN_PRINTED: PrintedShop = { ...DEFAULT_SHOP.printed, shopName: 'Rong Fashion' };

/** `GET auth/self` as the server answers it, for component tests: a user of a role, and the shop. */
export function selfAnswer(
  permissions: string[],
  {
    preferences = {},
    roleName = 'Store Manager',
    printed = PLAIN_PRINTED,
    location = DHANMONDI,
  }: { preferences?: Record<string, string[]>; roleName?: string; printed?: PrintedShop; location?: TillLocation | null } = {},
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
      location,
    },
    shop: { name: printed.shopName, currency: { code: 'BDT', symbol: '৳' }, timeZone: 'Asia/Dhaka', printed },
  };
}
