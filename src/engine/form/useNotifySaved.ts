import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * The success toast of a save: the spec's own text (spec §2.7 'Category
 * Added Successfully'), a sentence rather than a translation key, else the
 * default of spec §8 by key.
 */
export function useNotifySaved(): (specMessage: string | undefined, defaultKey: string) => void {
  const notify = useNotify();
  return useCallback(
    (specMessage, defaultKey) => notify(specMessage ?? defaultKey, { type: 'success', messageArgs: specMessage ? { _: specMessage } : undefined }),
    [notify],
  );
}
