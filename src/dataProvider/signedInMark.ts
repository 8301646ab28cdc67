/** The localStorage key that says this browser holds a session cookie (not a secret; see tokenStorage.ts). */
export const SIGNED_IN_KEY = 'auth.signedIn';
