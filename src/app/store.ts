import type { Store } from 'react-admin';

/**
 * react-admin resets its Store on logout. The language is a choice about this
 * browser, not about the account, so it survives the reset: the sign-in page
 * and the next user keep the language chosen.
 */
export function keepLocaleOnReset(store: Store): Store {
  return {
    ...store,
    reset() {
      const locale: unknown = store.getItem('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}
