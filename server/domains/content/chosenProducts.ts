import { and, eq, inArray } from 'drizzle-orm';
import { PRODUCT_BLOCK_PROPS, type PageBlock, type PageData } from '../../../common/content';
import type { ProductBlock } from '../../../common/wire/content';
import type { Db } from '../../db/client';
import { products } from '../schema';
import { badRequest, fieldError, type FieldError } from '../../engine/errors';

/**
 * Products a page chooses by id: in the builder's product grids
 * (`PRODUCT_BLOCK_PROPS`) and in the home-page product blocks. A save naming
 * a product that does not exist is refused; the public page keeps only the
 * products storefronts show.
 */

/** One chosen product and where it is in the request (`products.2`, `data.content.1.props.products.0.id`). */
export interface ChosenProduct {
  at: string;
  id: string;
  /** The name the builder kept when it was chosen, to say which one is gone. */
  name?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The ids among `ids` that name a product; with `live`, only those storefronts
 * show (published and active). An id that is not a UUID names nothing (and is
 * never sent to PostgreSQL, which would refuse it as a uuid).
 */
export async function productsFound(db: Db, ids: Iterable<string>, live = false): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, wanted), live ? eq(products.status, 'published') : undefined, live ? eq(products.isActive, true) : undefined));
  return new Set(rows.map((r) => r.id));
}

function blocksOf(data: PageData): [string, PageBlock[]][] {
  return [['data.content', data.content], ...Object.entries(data.zones ?? {}).map(([zone, blocks]): [string, PageBlock[]] => [`data.zones.${zone}`, blocks])];
}

/**
 * Every product the page's blocks choose. `strict` (a save): a prop that is
 * not a list of `{ id, name }` is refused (400 naming it); otherwise such
 * entries are skipped (and dropped from a public answer).
 */
export function chosenInPage(data: PageData, strict = true): ChosenProduct[] {
  const chosen: ChosenProduct[] = [];
  const bad = (field: string, message: string) => {
    if (strict) throw fieldError(field, message);
  };
  for (const [at, blocks] of blocksOf(data)) {
    blocks.forEach((block, i) => {
      for (const prop of PRODUCT_BLOCK_PROPS[block.type] ?? []) {
        const here = `${at}.${i}.props.${prop}`;
        const list = block.props[prop];
        if (list === undefined) continue;
        if (!Array.isArray(list)) {
          bad(here, 'must be a list of products { id, name }');
          continue;
        }
        list.forEach((entry: unknown, j) => {
          if (isObject(entry) && typeof entry.id === 'string') {
            chosen.push({ at: `${here}.${j}.id`, id: entry.id, name: typeof entry.name === 'string' ? entry.name : undefined });
          } else bad(`${here}.${j}.id`, 'must be a product id');
        });
      }
    });
  }
  return chosen;
}

/** The products of a product block's `products` list. */
export const chosenInBlock = (ids: string[]): ChosenProduct[] => ids.map((id, i) => ({ at: `products.${i}`, id }));

/** Refuse (400, one error per bad entry, each naming its field and id) a product that does not exist or is listed twice. */
export async function checkChosenProducts(db: Db, chosen: ChosenProduct[], unique = false): Promise<void> {
  if (chosen.length === 0) return;
  const found = await productsFound(
    db,
    chosen.map((c) => c.id),
  );
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const c of chosen) {
    if (!found.has(c.id)) errors.push({ field: c.at, message: `there is no product with id ${c.id}${c.name ? ` (${c.name})` : ''}` });
    else if (unique && seen.has(c.id)) errors.push({ field: c.at, message: `lists product ${c.id} twice` });
    seen.add(c.id);
  }
  if (errors.length > 0) throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
}

/** Product ids the published page names, for asking which of them storefronts may show. */
export function publishedProductIds(data: PageData | null, blocks: ProductBlock[]): string[] {
  const ids = blocks.flatMap((b) => b.products);
  if (data) ids.push(...chosenInPage(data, false).map((c) => c.id));
  return [...new Set(ids)];
}

/** The page without the products storefronts do not show: grids and product blocks keep only `live` ones. */
export function withLiveProducts<T>(data: T, isBuilder: boolean, blocks: ProductBlock[], live: Set<string>): { data: T; productBlocks: ProductBlock[] } {
  const productBlocks = blocks.map((b) => ({ ...b, products: b.products.filter((id) => live.has(id)) }));
  if (!isBuilder) return { data, productBlocks };
  const keep = (block: PageBlock): PageBlock => {
    const props = PRODUCT_BLOCK_PROPS[block.type];
    if (!props) return block;
    const next = { ...block.props };
    for (const prop of props) {
      const list = next[prop];
      next[prop] = !Array.isArray(list) ? [] : list.filter((entry: unknown) => isObject(entry) && typeof entry.id === 'string' && live.has(entry.id));
    }
    return { ...block, props: next };
  };
  const page = data as PageData;
  const filtered: PageData = {
    ...page,
    content: page.content.map(keep),
    ...(page.zones ? { zones: Object.fromEntries(Object.entries(page.zones).map(([zone, list]) => [zone, list.map(keep)])) } : {}),
  };
  return { data: filtered as T, productBlocks };
}
