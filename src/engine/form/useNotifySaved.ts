import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * The success toast of a save: the schema's own text (spec §2.7 'Category
 * Added Successfully'), a sentence rather than a translation key, else the
 * default of spec §8 by key.
 */
export function useNotifySaved(): (schemaMessage: string | undefined, defaultKey: string) => void {
  const notify = useNotify();
  return useCallback(
    (schemaMessage, defaultKey) =>
      notify(schemaMessage ?? defaultKey, { type: 'success', messageArgs: schemaMessage ? { _: schemaMessage } : undefined }),
    [notify],
  );
}
