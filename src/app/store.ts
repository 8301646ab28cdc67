import { localStorageStore, type Store } from 'react-admin';

/** Choices about this browser rather than the account: the language and the colour mode. */
const BROWSER_CHOICES = ['locale', 'theme'] as const;

/**
 * react-admin resets its Store on logout. The language and the colour mode
 * survive the reset: the sign-in page and the next user keep what was chosen.
 */
export function keepLocaleOnReset(store: Store): Store {
  return {
    ...store,
    reset() {
      const kept = BROWSER_CHOICES.map((key) => [key, store.getItem<unknown>(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value) store.setItem(key, value);
    },
  };
}

/** This browser's react-admin Store, shared by the sign-in screen and the app, so the language chosen on one holds on the other. */
export const appStore = keepLocaleOnReset(localStorageStore(undefined, 'dokan'));
