import { MAX_PUBLIC_CARDS } from '../../../common/content';
import type { PublicCard, PublicProductCard } from '../../../common/wire/content';
import type { CardItem, PageDataSource } from './types';

interface PublicDataSourceOptions {
  /** Where the shop's API answers (default `/api`, as the admin app). */
  apiUrl?: string;
  /** The shop's currency symbol for prices (settings; ৳ when left out). */
  currencySymbol?: string;
  /** The fetch to use (a server-side renderer may pass its own). */
  fetch?: typeof fetch;
}

const toCard = (row: PublicCard): CardItem => ({ id: row._id, name: row.name, image: row.image ?? undefined });

/**
 * The data source a storefront passes to Puck's renderer
 * (`<Render config={createPageConfig()} data={page.data} metadata={{ dataSource: publicDataSource() }} />`):
 * the shop's public calls, with no token, which answer only what customers
 * may see. A call that fails answers null, and the block shows nothing.
 */
export function publicDataSource(options: PublicDataSourceOptions = {}): PageDataSource {
  const api = options.apiUrl ?? '/api';
  const get = async <T>(path: string, params: Record<string, string | number | undefined>): Promise<T | null> => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
    try {
      const res = await (options.fetch ?? fetch)(`${api}/public/${path}?${query.toString()}`);
      return res.ok ? ((await res.json()) as T) : null;
    } catch {
      return null;
    }
  };
  const cards = async (kind: 'categories' | 'collections', ids: string[]) => {
    const rows = await get<PublicCard[]>(kind, { ids: ids.join(','), limit: Math.min(ids.length, MAX_PUBLIC_CARDS) || undefined });
    return rows && rows.map(toCard);
  };
  return {
    currencySymbol: options.currencySymbol,
    async products(query) {
      const rows = await get<PublicProductCard[]>('products', {
        ids: query.ids?.join(','),
        category: query.category,
        collection: query.collection,
        limit: query.limit,
      });
      return rows && rows.map((row) => ({ ...toCard(row), price: row.price }));
    },
    categories: (ids) => cards('categories', ids),
    collections: (ids) => cards('collections', ids),
  };
}
