import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PageData } from '../../../common/content';
import type { MenuNode, PublicContent } from '../../../common/wire/content';
import type { Db } from '../../db/client';
import { liveLinkSql } from '../../engine/linkField';
import { productsFound, publishedProductIds, withLiveProducts } from './chosenProducts';
import { repairForVisitors } from './validate';
import { etagOf } from '../../engine/cacheable';
import { banners, categories, contents, seoPages } from '../schema';
import { LINK_TARGETS } from './linkTargets';

/**
 * A page's published JSON, kept per process by path. A warm call sends text
 * it already holds without touching the database; the entry is trusted for
 * one second, so a publish made by another API process is seen within a
 * second (this process forgets the page at once when it publishes). Clients
 * and CDNs revalidate with the ETag, which names the page, its version and,
 * when it chooses products, which of them are live.
 *
 * Chosen products (product grids, product blocks) are kept only while they
 * are published and active: a product taken off sale after the page was
 * published disappears from the answer within a second, unnamed.
 */
const FRESH_MS = 1000;
interface CachedPage {
  body: string;
  etag: string;
  readAt: number;
  /** The page's id and published version the body was made from. */
  key: string;
  /** Products the published page chooses, and which of them were live. */
  productIds: string[];
  live: string;
}
const published = new Map<string, CachedPage>();

/** Drop a page from the cache (after a publish, a restore that publishes, a delete). */
export function forgetPublished(path: string): void {
  published.delete(path);
}

const liveKey = (live: Set<string>) => [...live].sort().join(',');

export async function publishedContent(db: Db, path: string): Promise<{ body: string; etag: string } | null> {
  const cached = published.get(path);
  if (cached && Date.now() - cached.readAt < FRESH_MS) return cached;
  const [head] = await db.select({ id: contents.id, version: contents.publishedVersion }).from(contents).where(eq(contents.path, path)).limit(1);
  if (!head || head.version === null) {
    published.delete(path);
    return null;
  }
  if (cached?.key === `${head.id}.${head.version}`) {
    const stillLive = cached.productIds.length === 0 || liveKey(await productsFound(db, cached.productIds, true)) === cached.live;
    if (stillLive) {
      cached.readAt = Date.now();
      return cached;
    }
  }
  const [row] = await db.select().from(contents).where(eq(contents.id, head.id)).limit(1);
  if (!row?.published || row.publishedVersion === null || !row.publishedAt) return null;
  const isBuilder = row.type === 'builder';
  const productIds = publishedProductIds(isBuilder ? (row.published.data as PageData) : null, row.published.productBlocks);
  const live = productIds.length > 0 ? await productsFound(db, productIds, true) : new Set<string>();
  // Repaired on the way out: a page published before a content rule existed is never served as stored.
  const shown = withLiveProducts(repairForVisitors(row.type, row.published.data), isBuilder, row.published.productBlocks, live);
  const answer: PublicContent = {
    path: row.path,
    title: row.published.title,
    type: row.type,
    data: shown.data,
    productBlocks: shown.productBlocks,
    version: row.publishedVersion,
    publishedAt: row.publishedAt.toISOString(),
  };
  // Keyed by what was read, so a publish between the two reads is never cached under the old version.
  const key = `${row.id}.${row.publishedVersion}`;
  const body = JSON.stringify(answer);
  const etag = productIds.length === 0 ? `"${key}"` : `"${key}.${etagOf(liveKey(live)).slice(1, 12)}"`;
  const entry: CachedPage = { body, etag, readAt: Date.now(), key, productIds, live: liveKey(live) };
  published.set(path, entry);
  return entry;
}

/** Whether a banner shows now: active, started (or no start) and not ended (or no end). */
export const liveNow = sql<boolean>`(${banners.isActive} and (${banners.startAt} is null or ${banners.startAt} <= now()) and (${banners.endAt} is null or ${banners.endAt} > now()))`;

export async function liveBanners(db: Db, placement?: string) {
  const now = new Date();
  const rows = await db
    .select({
      _id: banners.id,
      image: banners.image,
      mobileImage: banners.mobileImage,
      title: banners.title,
      subtitle: banners.subtitle,
      link: liveLinkSql(banners.link, LINK_TARGETS),
      placement: banners.placement,
      priority: banners.priority,
      startAt: banners.startAt,
      endAt: banners.endAt,
    })
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        placement ? eq(banners.placement, placement) : undefined,
        or(isNull(banners.startAt), lte(banners.startAt, now)),
        or(isNull(banners.endAt), gt(banners.endAt, now)),
      ),
    )
    .orderBy(desc(banners.priority), desc(banners.createdAt));
  return rows.map((r) => ({ ...r, startAt: r.startAt?.toISOString() ?? null, endAt: r.endAt?.toISOString() ?? null }));
}

/**
 * Active categories shown in the menu, as a tree in priority order. A
 * category under a hidden one is hidden too: it has no place in the menu.
 */
export async function menuTree(db: Db): Promise<MenuNode[]> {
  const rows = await db
    .select({ _id: categories.id, name: categories.name, slug: categories.slug, image: categories.image, parent: categories.parentCategory })
    .from(categories)
    .where(and(eq(categories.isActive, true), eq(categories.displayInMenu, true)))
    .orderBy(desc(categories.priority), asc(categories.name));
  const nodes = new Map<string, MenuNode>(rows.map((r) => [r._id, { _id: r._id, name: r.name, slug: r.slug, image: r.image, children: [] }]));
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r._id)!;
    if (r.parent === null) roots.push(node);
    else nodes.get(r.parent)?.children.push(node);
  }
  return roots;
}

export async function seoOf(db: Db, page: string) {
  const [row] = await db
    .select({
      page: seoPages.page,
      metaTitle: seoPages.metaTitle,
      metaDescription: seoPages.metaDescription,
      keywords: seoPages.keywords,
      image: seoPages.image,
      canonicalUrl: seoPages.canonicalUrl,
    })
    .from(seoPages)
    .where(eq(seoPages.page, page))
    .limit(1);
  return row ?? null;
}
