import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { FieldSpec } from '../../../common/resourceSpec';
import { describeError } from '../describeError';

/** Shows the server's message, or 'Error Loading Data' when it sent none (spec §8); AppNotification titles it and keeps it 9 s. */
export function useNotifyError(fields?: readonly FieldSpec[]) {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = describeError(error, fields) ?? 'engine.list.notify.error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify, fields],
  );
}
