import { useMemo, useSyncExternalStore } from 'react';
import { CLOSE_SENT_KEY, onUnsentCloseChange, parseKept, UNSENT_CLOSE_KEY, type SentClose, type UnsentClose } from './unsentClose';

function subscribe(listener: () => void): () => void {
  // Another tab's writes arrive as `storage` events; this tab's through onUnsentCloseChange.
  const stop = onUnsentCloseChange(listener);
  window.addEventListener('storage', listener);
  return () => {
    stop();
    window.removeEventListener('storage', listener);
  };
}

/** The till's close kept offline and not yet sent, and the close sent whose Z report waits to be printed; in step with local storage. */
export function useUnsentClose(): { unsent: UnsentClose | null; sent: SentClose | null } {
  // The snapshot is the stored text (a string compares by value), parsed only when it changes.
  const unsentText = useSyncExternalStore(subscribe, () => localStorage.getItem(UNSENT_CLOSE_KEY));
  const sentText = useSyncExternalStore(subscribe, () => localStorage.getItem(CLOSE_SENT_KEY));
  const unsent = useMemo(() => parseKept<UnsentClose>(unsentText), [unsentText]);
  const sent = useMemo(() => parseKept<SentClose>(sentText), [sentText]);
  return { unsent, sent };
}
