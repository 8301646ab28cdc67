import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'unavailable' };

/**
 * Data a block asks of the page's data source, loaded after the block is
 * drawn. `key` names what is asked, so the block reloads only when the
 * question changes, not on every edit of its title or colours.
 */
export function useShopData<T>(key: string, load: (() => Promise<T | null>) | null): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    load()
      .then((data) => {
        if (!cancelled) setLoaded({ key, result: data === null ? { state: 'unavailable' } : { state: 'ready', data } });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ key, result: { state: 'unavailable' } });
      });
    return () => {
      cancelled = true;
    };
    // `load` is a new function on every render; `key` says when it asks something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!load) return { state: 'unavailable' };
  return loaded?.key === key ? loaded.result : { state: 'loading' };
}
