export { createAuthProvider, LOGIN_PATH } from './authProvider';
export type { Identity, LoginParams } from './authProvider';
export { SELF_QUERY_KEY, IDENTITY_QUERY_KEY } from './session';
export type { SelfResponse } from './session';
