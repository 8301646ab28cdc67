import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { messageCatalogueOf, type MessageProduct } from '../../../common/messageOrder/catalogue';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { ApiDataProvider } from '../../dataProvider';
import { useOffline } from '../offline/offlineStore';

interface MessageCatalogue {
  /** The till's products as they are sold (prices, stock at its location), for the cart. */
  products: PosCatalogue['products'];
  /** The same products as the reader takes them. */
  forReader: MessageProduct[];
  customers: PosCatalogue['customers'];
}

/**
 * What a message is read against: the till's own snapshot of its location's
 * catalogue (issue 25), the one it sells from offline. A till whose browser
 * keeps no snapshot (no IndexedDB) asks the server for it while the dialog is
 * open. The shop keeps no Bangla names of products: the reader knows the
 * Bangla and Banglish garment words (common/messageOrder/words.ts).
 */
export function useMessageCatalogue(location: string | null): { catalogue: MessageCatalogue | null; loading: boolean } {
  const dp = useDataProvider<ApiDataProvider>();
  const snapshot = useOffline((s) => s.catalogue);
  const online = useOffline((s) => s.online);
  const { data, isFetching } = useQuery({
    queryKey: ['pos', 'message-catalogue', location],
    queryFn: () => dp.request('GET /orders/pos-catalogue', { query: location ? { location } : {} }),
    enabled: !snapshot && online,
    staleTime: 60_000,
  });
  const source = snapshot ?? data ?? null;
  const catalogue = useMemo(
    () => (source ? { products: source.products, forReader: messageCatalogueOf(source.products), customers: source.customers } : null),
    [source],
  );
  return { catalogue, loading: !catalogue && isFetching };
}
