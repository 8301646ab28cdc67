import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** Error toasts stay 9 seconds (spec §8, §9). */
export const ERROR_TOAST_MS = 9000;

/** Shows the server's message, or 'Error Loading Data' when it sent none (spec §8). */
export function useNotifyError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : 'engine.list.notify.error';
      notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS, messageArgs: { _: message } });
    },
    [notify],
  );
}
