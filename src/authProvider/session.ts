import type { PrintedShop } from '../../common/settings';

/** `GET auth/self`: who is signed in, their role and the shop (spec §7.4). */
export interface SelfResponse {
  user: {
    _id: string;
    name: string;
    email: string;
    phone?: string | null;
    image?: string | null;
    role: { _id: string; name: string; permissions: string[] };
    /** Chosen table columns per table path. */
    preferences: Record<string, string[]>;
  };
  shop: {
    name: string;
    currency: { code: string; symbol: string };
    timeZone: string;
    /** What receipts and invoices print about the seller; absent from an older server. */
    printed?: PrintedShop;
  };
}

/**
 * One react-query cache entry for `auth/self`, shared by the authProvider
 * (identity, permissions) and useShop, so a session asks for it once.
 */
export const SELF_QUERY_KEY = ['auth', 'self'] as const;

/** react-admin's own cache of getIdentity, cleared with ours. */
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'] as const;
