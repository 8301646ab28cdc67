import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ApiDataProvider } from './types';

/**
 * A dialog's "print to a file" step, written once for the label dialogs:
 * POST the body, save the file the server names, say so with `doneMessage`
 * (its `%{filename}`), or show the server's refusal. `busy` while it runs;
 * answers whether the file was saved.
 */
export function useFileDownload(path: string, fallbackName: string, doneMessage: string) {
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [busy, setBusy] = useState(false);

  const download = async (body: unknown): Promise<boolean> => {
    setBusy(true);
    try {
      const { filename } = await dataProvider.download('POST', path, body, fallbackName);
      notify(doneMessage, { type: 'success', messageArgs: { filename } });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
}
