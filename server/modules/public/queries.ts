import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { MenuNode, PublicContent } from '../../../common/content';
import type { Db } from '../../db/client';
import { banners, categories, contents, seoPages } from '../../db/schema';

/**
 * A page's published JSON, kept per process by path and published version:
 * a warm call reads two small columns and sends text it already holds. The
 * version check on every call means another process's publish is seen at
 * once.
 */
const published = new Map<string, { key: string; body: string }>();

export async function publishedContent(db: Db, path: string): Promise<{ body: string; etag: string } | null> {
  const [head] = await db
    .select({ id: contents.id, version: contents.publishedVersion })
    .from(contents)
    .where(eq(contents.path, path))
    .limit(1);
  if (!head || head.version === null) return null;
  const key = `${head.id}.${head.version}`;
  const etag = `"${key}"`;
  const cached = published.get(path);
  if (cached?.key === key) return { body: cached.body, etag };
  const [row] = await db.select().from(contents).where(eq(contents.id, head.id)).limit(1);
  if (!row?.published || row.publishedVersion === null || !row.publishedAt) return null;
  const answer: PublicContent = {
    path: row.path,
    title: row.published.title,
    type: row.type,
    data: row.published.data,
    productBlocks: row.published.productBlocks,
    version: row.publishedVersion,
    publishedAt: row.publishedAt.toISOString(),
  };
  const body = JSON.stringify(answer);
  // Keyed by what was read, so a publish between the two reads is never cached under the old version.
  const readKey = `${row.id}.${row.publishedVersion}`;
  published.set(path, { key: readKey, body });
  return { body, etag: `"${readKey}"` };
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
      link: banners.link,
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
