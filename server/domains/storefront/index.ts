/** What other domains may use of storefront (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { DEFAULT_STOREFRONT_LIMIT, limitStorefront, storefrontRateLimited } from './limit';
export type { StorefrontLimit } from './limit';
