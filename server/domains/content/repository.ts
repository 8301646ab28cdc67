import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { KEPT_VERSIONS, type ContentType, type PageData, type TextPageData } from '../../../common/content';
import type { CategoryCollectionLink, ContentDraft, ContentSummary, ProductBlock, ProductBlockInput, PublishedVersion } from '../../../common/wire/content';
import type { Db } from '../../db/client';
import { categories, collections, contents, contentVersions } from '../schema';
import { ApiError, conflict, fieldError, msg, notFound } from '../../engine/errors';
import { checkChosenProducts, chosenInBlock } from './chosenProducts';
import { emptyData } from './pages';

type ContentRow = typeof contents.$inferSelect;

const PAGE = 'Page';

export function draftView(row: ContentRow): ContentDraft {
  return {
    ...summaryView(row),
    data: row.draft,
    productBlocks: row.productBlocks,
  };
}

export function summaryView(row: ContentRow): ContentSummary {
  return {
    _id: row.id,
    path: row.path,
    title: row.title,
    type: row.type,
    version: row.version,
    publishedVersion: row.publishedVersion,
    hasUnpublishedChanges: row.publishedFromVersion !== row.version,
    isSystem: row.isSystem,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Someone saved between this person's read and their save: refuse, overwrite nothing. */
function stale(current: number, sent: number): ApiError {
  return conflict(
    'version',
    `This page was changed by someone else since you opened it (you had version ${sent}, it is now at version ${current}). Reload it to see their changes; nothing was overwritten.`,
  );
}

async function rowOf(db: Db, path: string, lock = false): Promise<ContentRow> {
  const query = db.select().from(contents).where(eq(contents.path, path)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PAGE);
  return row;
}

export async function listPages(db: Db): Promise<ContentSummary[]> {
  const rows = await db.select().from(contents).orderBy(desc(contents.isSystem), asc(contents.createdAt), asc(contents.path));
  return rows.map(summaryView);
}

export async function getDraft(db: Db, path: string): Promise<ContentDraft> {
  return draftView(await rowOf(db, path));
}

export async function createPage(db: Db, input: { path: string; title: string; type: ContentType }, userId: string): Promise<ContentDraft> {
  const [row] = await db
    .insert(contents)
    .values({ ...input, draft: emptyData(input.type, input.title), updatedBy: userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('path', msg('path_taken'));
  return draftView(row);
}

export async function deletePage(db: Db, path: string): Promise<void> {
  const row = await rowOf(db, path);
  if (row.isSystem) throw fieldError('path', msg('system_page'));
  await db.delete(contents).where(eq(contents.id, row.id));
}

/**
 * Save a draft. The update only happens when the stored version is still the
 * one the client read, in the same statement, so two saves based on the same
 * version cannot both win.
 */
export async function saveDraft(
  db: Db,
  path: string,
  input: { type: ContentType; version: number; data: PageData | TextPageData; title?: string },
  userId: string,
): Promise<ContentDraft> {
  const [row] = await db
    .update(contents)
    .set({
      draft: input.data,
      ...(input.title !== undefined ? { title: input.title } : {}),
      version: sql`${contents.version} + 1`,
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where(and(eq(contents.path, path), eq(contents.version, input.version), eq(contents.type, input.type)))
    .returning();
  if (row) return draftView(row);
  const current = await rowOf(db, path);
  if (current.type !== input.type) throw fieldError('type', msg('page_type_fixed', { type: current.type }));
  throw stale(current.version, input.version);
}

/**
 * Publish the draft as the next version: storefronts read it from now on.
 * Versions beyond the newest 20 are dropped in the same transaction.
 */
export async function publish(db: Db, path: string, userId: string, basedOn?: number): Promise<ContentDraft> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx as unknown as Db, path, true);
    if (basedOn !== undefined && basedOn !== row.version) throw stale(row.version, basedOn);
    const version = (row.publishedVersion ?? 0) + 1;
    const publishedAt = new Date();
    await tx.insert(contentVersions).values({
      contentId: row.id,
      version,
      title: row.title,
      data: row.draft,
      productBlocks: row.productBlocks,
      publishedBy: userId,
      publishedAt,
    });
    await tx.delete(contentVersions).where(and(eq(contentVersions.contentId, row.id), lte(contentVersions.version, version - KEPT_VERSIONS)));
    const [updated] = await tx
      .update(contents)
      .set({
        published: { title: row.title, data: row.draft, productBlocks: row.productBlocks },
        publishedVersion: version,
        publishedFromVersion: row.version,
        publishedAt,
      })
      .where(eq(contents.id, row.id))
      .returning();
    return draftView(updated);
  });
}

export async function listVersions(db: Db, path: string): Promise<PublishedVersion[]> {
  const row = await rowOf(db, path);
  const rows = await db
    .select({
      version: contentVersions.version,
      title: contentVersions.title,
      publishedAt: contentVersions.publishedAt,
      publishedBy: contentVersions.publishedBy,
    })
    .from(contentVersions)
    .where(eq(contentVersions.contentId, row.id))
    .orderBy(desc(contentVersions.version));
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
}

/** Put a published version back as the draft (a new draft version); publishing it makes it live again. */
export async function restoreVersion(db: Db, path: string, version: number, userId: string, basedOn?: number): Promise<ContentDraft> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx as unknown as Db, path, true);
    if (basedOn !== undefined && basedOn !== row.version) throw stale(row.version, basedOn);
    const [kept] = await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.contentId, row.id), eq(contentVersions.version, version)));
    if (!kept) throw notFound(`Version ${version}`);
    const [updated] = await tx
      .update(contents)
      .set({ draft: kept.data, title: kept.title, productBlocks: kept.productBlocks, version: row.version + 1, updatedBy: userId, updatedAt: new Date() })
      .where(eq(contents.id, row.id))
      .returning();
    return draftView(updated);
  });
}

/** The category or collection a product block names must exist. */
async function checkLink(db: Db, link: CategoryCollectionLink): Promise<void> {
  const table = link.type === 'categories' ? categories : collections;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, link.id)).limit(1);
  if (!found) throw fieldError('link.id', `no such ${link.type === 'categories' ? 'category' : 'collection'}`);
}

const samePair = (a: CategoryCollectionLink, b: CategoryCollectionLink) => a.type === b.type && a.id === b.id;

/**
 * Change a page's home-page product blocks (spec §7.3) under a row lock: the
 * list is read, changed and written back in one transaction. A category or
 * collection already shown by a block is refused (spec §5: not added twice).
 */
async function changeBlocks(db: Db, path: string, userId: string, change: (blocks: ProductBlock[], tx: Db) => Promise<ProductBlock[]>): Promise<ContentDraft> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await rowOf(tx, path, true);
    const blocks = await change(row.productBlocks, tx);
    blocks.sort((a, b) => a.order - b.order);
    const [updated] = await tx
      .update(contents)
      .set({ productBlocks: blocks, version: row.version + 1, updatedBy: userId, updatedAt: new Date() })
      .where(eq(contents.id, row.id))
      .returning();
    return draftView(updated);
  });
}

function refusePair(blocks: ProductBlock[], link: CategoryCollectionLink, except?: string): void {
  if (blocks.some((b) => b._id !== except && samePair(b.link, link))) {
    throw conflict('link', msg('block_exists'));
  }
}

export function addProductBlock(db: Db, path: string, input: ProductBlockInput, userId: string): Promise<ContentDraft> {
  return changeBlocks(db, path, userId, async (blocks, tx) => {
    refusePair(blocks, input.link);
    await checkLink(tx, input.link);
    await checkChosenProducts(tx, chosenInBlock(input.products ?? []), true);
    const order = input.order ?? blocks.reduce((max, b) => Math.max(max, b.order + 1), 0);
    return [...blocks, { _id: randomUUID(), title: input.title, link: input.link, products: input.products ?? [], order }];
  });
}

export function updateProductBlock(db: Db, path: string, id: string, input: Partial<ProductBlockInput>, userId: string): Promise<ContentDraft> {
  return changeBlocks(db, path, userId, async (blocks, tx) => {
    const block = blocks.find((b) => b._id === id);
    if (!block) throw notFound('Product block');
    if (input.link) {
      refusePair(blocks, input.link, id);
      await checkLink(tx, input.link);
    }
    if (input.products) await checkChosenProducts(tx, chosenInBlock(input.products), true);
    const changed: ProductBlock = { ...block, ...input, products: input.products ?? block.products };
    return blocks.map((b) => (b._id === id ? changed : b));
  });
}

export function removeProductBlock(db: Db, path: string, id: string, userId: string): Promise<ContentDraft> {
  return changeBlocks(db, path, userId, async (blocks) => {
    if (!blocks.some((b) => b._id === id)) throw notFound('Product block');
    return blocks.filter((b) => b._id !== id);
  });
}
