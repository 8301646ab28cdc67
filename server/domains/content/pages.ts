import { count } from 'drizzle-orm';
import { DEFAULT_CONTENT_PATH, type ContentType, type PageData, type TextPageData } from '../../../common/content';
import type { Db } from '../../db/client';
import { contents, seoPages } from '../schema';

/** The shop's own pages: made on start when missing, never deleted. Home is built with blocks; the others are text pages. */
export const STANDARD_PAGES: readonly { path: string; title: string; type: ContentType }[] = [
  { path: DEFAULT_CONTENT_PATH, title: 'Store Content', type: 'content' },
  { path: 'home', title: 'Home', type: 'builder' },
  { path: 'about', title: 'About Us', type: 'content' },
  { path: 'contact', title: 'Contact Us', type: 'content' },
  { path: 'faq', title: 'FAQ', type: 'content' },
  { path: 'terms', title: 'Terms and Conditions', type: 'content' },
  { path: 'privacy', title: 'Privacy Policy', type: 'content' },
];

/** Storefront pages that are not content pages but have their own search-engine text. */
export const LISTING_PAGES = ['products', 'categories', 'collections'] as const;

export function emptyData(type: ContentType, title: string): PageData | TextPageData {
  return type === 'builder' ? { root: { props: {} }, content: [], zones: {} } : { title, sections: [] };
}

/** The standard pages, and an SEO entry for each storefront page on the first start. */
export async function ensureStandardPages(db: Db): Promise<void> {
  await db
    .insert(contents)
    .values(STANDARD_PAGES.map((p) => ({ ...p, draft: emptyData(p.type, p.title), isSystem: true })))
    .onConflictDoNothing();
  const [{ n }] = await db.select({ n: count() }).from(seoPages);
  if (Number(n) > 0) return;
  const pages = [...STANDARD_PAGES.filter((p) => p.path !== DEFAULT_CONTENT_PATH).map((p) => p.path), ...LISTING_PAGES];
  await db
    .insert(seoPages)
    .values(pages.map((page) => ({ page })))
    .onConflictDoNothing();
}
