/**
 * The wire shapes of site content (issue 10, spec §3.6, §7.3), agreed between
 * the content module of the server and the page builder / content screens of
 * the admin app. A page is stored as JSON and storefronts render the published
 * JSON with the same components the builder previews it with.
 */

/** `builder`: a page built with blocks (Puck data); `content`: a text page of sections (spec §7.3 `?type=`, default `content`). */
export const CONTENT_TYPES = ['builder', 'content'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DEFAULT_CONTENT_TYPE: ContentType = 'content';

/** The page `GET /api/contents` answers when no path is given (spec §7.3). */
export const DEFAULT_CONTENT_PATH = 'store-content';

/** Page addresses: lower-case words joined by hyphens. */
export const CONTENT_PATH_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** Path segments the content calls use themselves, so no page may be called that. */
export const RESERVED_CONTENT_PATHS = ['get', 'product'] as const;

/** Published versions kept per page; older ones are dropped at publish. */
export const KEPT_VERSIONS = 20;

/**
 * One block of a builder page: Puck's ComponentData. `type` names a component of
 * the builder's config; `props.id` is unique within the page.
 */
export interface PageBlock {
  type: string;
  props: { id: string; [prop: string]: unknown };
}

/**
 * Block props that hold HTML (Puck `richtext` fields), by block type: the
 * server sanitises them on save, as it does every rich-text field.
 */
export const HTML_BLOCK_PROPS: Readonly<Record<string, readonly string[]>> = { RichText: ['content'] };

/**
 * Block props that hold chosen products, a list of `{ id, name }` (the
 * builder's product grid), by block type: the server refuses a save naming a
 * product that does not exist, and the public page keeps only the products
 * storefronts show (published and active).
 */
export const PRODUCT_BLOCK_PROPS: Readonly<Record<string, readonly string[]>> = { ProductGrid: ['products'] };

/**
 * A builder page: exactly Puck's `Data` (`{ root, content, zones }`), so the
 * editor, the preview and a storefront's `<Render>` read the same value.
 * `zones` holds the blocks inside drop zones (columns, flex containers), keyed
 * `{blockId}:{zoneName}`.
 */
export interface PageData {
  root: { props?: Record<string, unknown> };
  content: PageBlock[];
  zones?: Record<string, PageBlock[]>;
}

/** A section of a text page (spec §3.6 "Content section"; §5: title and description required; the description is rich text, sanitised on save). */
export interface ContentSection {
  _id: string;
  title: string;
  description: string;
  image?: string | null;
}

/** A text page, edited in the content-edit modals of spec §2.6. */
export interface TextPageData {
  title: string;
  sections: ContentSection[];
}

/** Spec §3.6 "Category/collection link". */
export interface CategoryCollectionLink {
  type: 'categories' | 'collections';
  id: string;
}

/** A home-page product block (spec §7.3 `POST /contents/product/{path}`). */
export interface ProductBlock {
  _id: string;
  title: string;
  /** The category or collection it shows; one block per pair (spec §5). */
  link: CategoryCollectionLink;
  /** Chosen product ids, shown first (optional). */
  products: string[];
  order: number;
}

/** Body of `POST /contents/product/{path}` and `PUT /contents/product/{path}/{id}`. */
export interface ProductBlockInput {
  title: string;
  link: CategoryCollectionLink;
  products?: string[];
  order?: number;
}

/** `GET /api/contents/{path}`: the draft staff edit, with the version a save must carry. */
export interface ContentDraft<T = PageData | TextPageData> {
  _id: string;
  path: string;
  title: string;
  type: ContentType;
  data: T;
  productBlocks: ProductBlock[];
  /** The draft's version; every save, restore and product-block change adds one. */
  version: number;
  /** The number of the published version storefronts read, or null before the first publish. */
  publishedVersion: number | null;
  /** The draft differs from what is published. */
  hasUnpublishedChanges: boolean;
  /** One of the store's own pages, which cannot be deleted. */
  isSystem: boolean;
  updatedAt: string;
  publishedAt: string | null;
}

/** Body of `PUT /api/contents/{path}?type=`: the new draft and the version it was based on (stale: 409). */
export interface SaveContentBody<T = PageData | TextPageData> {
  version: number;
  data: T;
  title?: string;
}

/** Body of `POST /api/contents`: a page staff add. */
export interface CreateContentBody {
  path: string;
  title: string;
  type: ContentType;
}

/** One row of `GET /api/contents/{path}/versions` (newest first). */
export interface PublishedVersion {
  version: number;
  title: string;
  publishedAt: string;
  publishedBy: string | null;
}

/** One row of `GET /api/contents/get/list`: the pages of the `/contents` screen. */
export interface ContentSummary {
  _id: string;
  path: string;
  title: string;
  type: ContentType;
  version: number;
  publishedVersion: number | null;
  hasUnpublishedChanges: boolean;
  isSystem: boolean;
  updatedAt: string;
  publishedAt: string | null;
}

/** `GET /api/public/contents/{path}`: what storefronts render. */
export interface PublicContent<T = PageData | TextPageData> {
  path: string;
  title: string;
  type: ContentType;
  data: T;
  productBlocks: ProductBlock[];
  version: number;
  publishedAt: string;
}

/** `GET /api/public/menu`: active categories shown in the menu, as a tree. */
export interface MenuNode {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  children: MenuNode[];
}

/** `GET /api/public/products`: a product on sale as a storefront's product grid shows it (money in taka, two decimals). */
export interface PublicProductCard {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  price: number;
  oldPrice: number | null;
}

/** `GET /api/public/categories` and `/collections`: an active category or collection as a strip or showcase shows it. */
export interface PublicCard {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
}

/** The most records one public shop-data call answers (the product grid's largest count). */
export const MAX_PUBLIC_CARDS = 48;

/** Where a banner shows (the storefront picks by `?placement=`). */
export const BANNER_PLACEMENTS = ['home-hero', 'home-middle', 'home-bottom', 'category-top', 'popup'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
