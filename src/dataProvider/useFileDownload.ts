import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ArgsOf } from './request';
import type { FileRouteKey, RouteArgs, RouteBody } from '../../common/wire/clientRoutes';
import type { ApiDataProvider } from './types';

/** The file calls given a body and nothing else (the label sheets). */
type BodyOnlyFileKey = {
  [K in FileRouteKey]: { body: RouteBody<K> } extends RouteArgs<K> ? (RouteArgs<K> extends { body: RouteBody<K> } ? K : never) : never;
}[FileRouteKey];

/**
 * A dialog's "print to a file" step, written once for the label dialogs:
 * POST the body, save the file the server names, say so with `doneMessage`
 * (its `%{filename}`), or show the server's refusal. `busy` while it runs;
 * answers whether the file was saved.
 */
export function useFileDownload<K extends BodyOnlyFileKey>(key: K, fallbackName: string, doneMessage: string) {
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [busy, setBusy] = useState(false);

  const download = async (body: RouteBody<K>): Promise<boolean> => {
    setBusy(true);
    try {
      // BodyOnlyFileKey: the call's arguments are just its body, which TypeScript cannot follow through the generic key.
      const { filename } = await dataProvider.download(key, fallbackName, ...([{ body }] as unknown as ArgsOf<K>));
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
