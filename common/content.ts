/**
 * Site content (issue 10, spec §3.6, §7.3): the page JSON the page builder
 * edits and storefronts render with the same components, and the rules both
 * programs keep. The calls' bodies and answers are in common/wire/content.ts.
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
 * the builder's config; `props.id` is unique within the page. The blocks and
 * the kind of each prop are declared in common/pageBlocks.ts.
 */
export interface PageBlock {
  type: string;
  props: { id: string; [prop: string]: unknown };
}

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

/** The most records one public shop-data call answers (the product grid's largest count). */
export const MAX_PUBLIC_CARDS = 48;

/** Where a banner shows (the storefront picks by `?placement=`). */
export const BANNER_PLACEMENTS = ['home-hero', 'home-middle', 'home-bottom', 'category-top', 'popup'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
