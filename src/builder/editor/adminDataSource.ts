import type { DataProvider, RaRecord } from 'react-admin';
import type { CardItem, PageDataSource, ProductCard, ProductQuery } from '../blocks/types';

const firstImage = (record: RaRecord): string | undefined => {
  const images = record.images;
  if (Array.isArray(images) && typeof images[0] === 'string') return images[0];
  for (const key of ['image', 'thumbnail']) if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  return undefined;
};

const price = (record: RaRecord): number | undefined => {
  for (const key of ['salePrice', 'price', 'sellPrice']) if (typeof record[key] === 'number') return record[key] as number;
  return undefined;
};

/** Only the products a storefront shows (published and active), so the preview is what customers get. */
const LIVE_PRODUCTS = { status: 'published', isActive: true };

const toCard = (record: RaRecord): CardItem => ({ id: String(record.id), name: String(record.name ?? ''), image: firstImage(record) });

/**
 * Shop data for the builder's preview, read through the admin's own API
 * with the staff token. A resource the API lacks (products, while the
 * catalogue team adds them) answers null: the block says it is unavailable.
 */
export function adminDataSource(dataProvider: DataProvider, currencySymbol: string): PageDataSource {
  const list = async (resource: string, filter: Record<string, unknown>, perPage: number) => {
    try {
      const { data } = await dataProvider.getList(resource, { pagination: { page: 1, perPage }, sort: { field: 'createdAt', order: 'DESC' }, filter });
      return data;
    } catch {
      return null;
    }
  };
  return {
    currencySymbol,
    async products(query: ProductQuery): Promise<ProductCard[] | null> {
      const from = query.category
        ? { category: query.category }
        : query.collection
          ? { collection: query.collection }
          : { _id_in: (query.ids ?? []).join(',') };
      const records = await list('products', { ...LIVE_PRODUCTS, ...from }, query.limit);
      if (!records) return null;
      const cards = records.map((record) => ({ ...toCard(record), price: price(record) }));
      // Chosen products show in the order they were chosen.
      return query.ids ? query.ids.flatMap((id) => cards.filter((c) => c.id === id)) : cards;
    },
    async categories(ids: string[]) {
      const records = await list('categories', ids.length > 0 ? { _id_in: ids.join(',') } : { isActive: true }, ids.length || 12);
      return records && records.map(toCard);
    },
    async collections(ids: string[]) {
      const records = await list('collections', { _id_in: ids.join(',') }, ids.length);
      return records && records.map(toCard);
    },
  };
}
