export { bkashFromEnv, bkashFromValues, tryBkash } from './fromEnv';
export { BkashProvider, BKASH_SANDBOX_URL } from './provider';
export { BkashError } from './errors';
