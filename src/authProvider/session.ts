/** `GET auth/self`: who is signed in, their role and the shop (spec §7.4), as the server defines it. */
export type { SelfResponse } from '../../common/wire/auth';

/**
 * One react-query cache entry for `auth/self`, shared by the authProvider
 * (identity, permissions) and useShop, so a session asks for it once.
 */
export const SELF_QUERY_KEY = ['auth', 'self'] as const;

/** react-admin's own cache of getIdentity, cleared with ours. */
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'] as const;
