import type { PosCatalogue } from '../wire/posCatalogue';

/**
 * The products a message is read against. The till's offline catalogue
 * (common/wire/posCatalogue.ts) turns into it with `messageCatalogueOf`;
 * `nameBn` is the Bangla name when the shop keeps one, and a variant's size
 * and colour are read from its name (`M-Blue`, spec §3.2) when not given.
 */
export interface MessageVariant {
  id: string;
  /** `size-colour` as the variation rule names it (common/variants.ts): "M-Blue", "L", "Red". */
  name: string;
  sku?: string | null;
  barcode?: string | null;
  size?: string | null;
  colour?: string | null;
}

export interface MessageProduct {
  id: string;
  name: string;
  nameBn?: string | null;
  sku?: string | null;
  barcode?: string | null;
  variants: MessageVariant[];
}

/** The till's catalogue as the reader takes it; Bangla names are added by id when the shop keeps them. */
export function messageCatalogueOf(products: PosCatalogue['products'], namesBn: Readonly<Record<string, string>> = {}): MessageProduct[] {
  return products.map((p) => ({
    id: p._id,
    name: p.name,
    nameBn: namesBn[p._id] ?? null,
    sku: p.sku,
    barcode: p.barcode,
    variants: p.variations.map((v) => ({ id: v._id, name: v.name, sku: v.sku, barcode: v.barcode })),
  }));
}
