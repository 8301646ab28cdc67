/** A product as the products list answers it: what the line editor needs to offer it and its variants. */
export interface ListedProduct {
  _id: string;
  name: string;
  sku?: string | null;
  barcode?: string | null;
  type?: 'simple' | 'variable';
  cost?: number | null;
  variations?: { _id: string; name: string; sku?: string | null; barcode?: string | null; cost?: number | null }[];
}

/** One thing a line can hold: a simple product, or one variant of a variable product. */
export interface ItemOption {
  product: string;
  variant: string | null;
  name: string;
  sku: string | null;
  barcode: string | null;
  /** Its average cost now, offered as a new purchase line's unit cost. */
  cost: number | null;
  /** Its barcode or SKU is exactly what was searched: it is the item meant, offered first and apart. */
  exact?: boolean;
}

/** The items of some products: a variable product offers each of its variants, never itself. */
export function itemOptions(products: readonly ListedProduct[]): ItemOption[] {
  return products.flatMap((p): ItemOption[] =>
    p.type === 'variable'
      ? (p.variations ?? []).map((v) => ({
          product: p._id,
          variant: v._id,
          name: `${p.name} (${v.name})`,
          sku: v.sku ?? null,
          barcode: v.barcode ?? null,
          cost: v.cost ?? null,
        }))
      : [{ product: p._id, variant: null, name: p.name, sku: p.sku ?? null, barcode: p.barcode ?? null, cost: p.cost ?? null }],
  );
}

/** The item whose barcode or SKU is exactly `code` (a scan, or a code typed and Enter), if one is. */
export function itemWithCode(options: readonly ItemOption[], code: string): ItemOption | undefined {
  const wanted = code.trim().toLowerCase();
  return options.find((o) => o.barcode?.toLowerCase() === wanted) ?? options.find((o) => o.sku?.toLowerCase() === wanted);
}

/**
 * The options of a search with the item whose barcode or SKU is exactly the
 * text searched first and marked (an exact code means that one item, not its
 * product's other variants), the others after it.
 */
export function exactFirst(options: readonly ItemOption[], search: string): ItemOption[] {
  const exact = itemWithCode(options, search);
  if (!exact) return [...options];
  return [{ ...exact, exact: true }, ...options.filter((o) => o !== exact)];
}

/** The key that says two lines hold the same item. */
export const itemKeyOf = (line: { product?: unknown; variant?: unknown }): string => String(line.variant ?? line.product ?? '');
