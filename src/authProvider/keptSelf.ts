import type { SelfResponse } from './session';

/** Where the last `auth/self` answer of this sign-in is kept, so the till opens offline (issue 25). */
const KEPT_SELF_KEY = 'auth.self';

/**
 * Asks `auth/self`, keeping its answer in local storage; when the call finds
 * no network (fetch's TypeError) and this sign-in has a kept answer, that
 * answer stands in, so a reloaded till still knows who is signed in, their
 * permissions and shop, and can sell offline. Any answer from the server,
 * a 401 included, is the server's.
 */
export async function selfOrKept(ask: () => Promise<SelfResponse>): Promise<SelfResponse> {
  try {
    const self = await ask();
    localStorage.setItem(KEPT_SELF_KEY, JSON.stringify(self));
    return self;
  } catch (e) {
    const kept = e instanceof TypeError ? localStorage.getItem(KEPT_SELF_KEY) : null;
    if (kept) return JSON.parse(kept) as SelfResponse;
    throw e;
  }
}

/** Signed out: nothing kept for the next user. */
export function forgetKeptSelf(): void {
  localStorage.removeItem(KEPT_SELF_KEY);
}
