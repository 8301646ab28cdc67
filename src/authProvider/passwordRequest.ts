/**
 * A sign-in with a password below today's rules (issue 34: 12 characters, not
 * a common one) still works, and the app asks for a new one: the account menu
 * opens its password dialog until the password is changed. Kept across reloads
 * of this sign-in; not a secret.
 */
const KEY = 'auth.passwordChange';

export function askForNewPassword(): void {
  localStorage.setItem(KEY, '1');
}

export function passwordChangeAsked(): boolean {
  return localStorage.getItem(KEY) !== null;
}

export function forgetPasswordRequest(): void {
  localStorage.removeItem(KEY);
}
