import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LinkObject } from '../../../../common/pageStyle';
import type { ContentType, PageData, TextPageData } from '../../../../common/content';
import type { ProductBlock } from '../../../../common/wire/content';
import { users } from '../../accounts/tables/accounts';
import { id, refersTo, timestamps } from '../../../db/columns';

/**
 * The shop's pages (issue 10). `draft` is what staff edit; `version` counts
 * every change of the draft, so a save naming an older one is refused (409)
 * instead of overwriting someone else's work. What storefronts read is the
 * newest row of `content_versions`, copied here as `published` so the public
 * call reads one row.
 */
export const contents = pgTable('contents', {
  id: id(),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  type: text('type').$type<ContentType>().notNull(),
  draft: jsonb('draft').$type<PageData | TextPageData>().notNull(),
  productBlocks: jsonb('product_blocks').$type<ProductBlock[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  /** The shop's own pages (home, about…): never deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  publishedVersion: integer('published_version'),
  /** The draft version that was published last (to tell whether the draft has changed since). */
  publishedFromVersion: integer('published_from_version'),
  published: jsonb('published').$type<{ title: string; data: PageData | TextPageData; productBlocks: ProductBlock[] }>(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedBy: refersTo('updated_by', () => users.id, 'set null'),
  ...timestamps(),
});

/** Published versions of a page, the newest 20 kept (restorable). */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    contentId: refersTo('content_id', () => contents.id, 'cascade').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<PageData | TextPageData>().notNull(),
    productBlocks: jsonb('product_blocks').$type<ProductBlock[]>().notNull().default([]),
    publishedBy: refersTo('published_by', () => users.id, 'set null'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_versions_content_version_idx').on(t.contentId, t.version)],
);

/** Storefront banners, shown in a placement while active and within their schedule. */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    image: text('image').notNull(),
    mobileImage: text('mobile_image'),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    link: jsonb('link').$type<LinkObject>(),
    placement: text('placement').notNull().default('home-hero'),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('banners_created_at_idx').on(t.createdAt), index('banners_placement_idx').on(t.placement, t.isActive)],
);

/** Search-engine text per storefront page (home, product listing, category listing, each content page). */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: id(),
    page: text('page').notNull().unique(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    image: text('image'),
    canonicalUrl: text('canonical_url'),
    ...timestamps(),
  },
  (t) => [index('seo_pages_created_at_idx').on(t.createdAt)],
);
