import { Type, type Static } from 'typebox';
import { BANNER_PLACEMENTS, CONTENT_PATH_PATTERN, CONTENT_TYPES, MAX_PUBLIC_CARDS, type PageData, type TextPageData } from '../content';
import { withMessage } from './errors';
import { NullableString } from './nullable';

/**
 * The wire shapes of site content (issue 10, spec §3.6, §7.3): the server's
 * content and storefront routes validate and answer with them, the page
 * builder and the contents screen read their types. The page's own JSON
 * (`data`: Puck Data or a text page) is typed in common/content.ts and checked
 * by the server's content rules, not here.
 */

const Timestamp = () => Type.String({ format: 'date-time' });
const ContentTypeSchema = Type.Enum(CONTENT_TYPES);
const Uuid = () => Type.String({ format: 'uuid' });

const PAGE_DATA = 'builder: Puck Data { root, content, zones }; content: { title, sections: [{ _id, title, description, image }] }';

/** The page's JSON as stored and answered. */
export const PageDataSchema = Type.Unsafe<PageData | TextPageData>({ type: 'object', additionalProperties: true, description: PAGE_DATA });

/** The page's JSON as a client sends it: any object, until the server's content rules have checked it. */
const PageDataInput = Type.Record(Type.String(), Type.Unknown(), { description: PAGE_DATA });

/** Spec §3.6 "Category/collection link". */
export const CategoryCollectionLink = Type.Object({ type: Type.Enum(['categories', 'collections']), id: Uuid() }, { additionalProperties: false });
export type CategoryCollectionLink = Static<typeof CategoryCollectionLink>;

const blockFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  /** The category or collection it shows; one block per pair (spec §5). */
  link: CategoryCollectionLink,
  /** Chosen product ids, shown first. */
  products: Type.Array(Uuid(), { maxItems: 100 }),
  order: Type.Integer({ minimum: 0, maximum: 10000 }),
};

/** A home-page product block (spec §7.3 `POST /contents/product/{path}`). */
export const ProductBlock = Type.Object({ _id: Type.String(), ...blockFields });
export type ProductBlock = Static<typeof ProductBlock>;

/** Body of `POST /contents/product/{path}`: title and link required. */
export const ProductBlockInput = Type.Object(
  { title: blockFields.title, link: blockFields.link, products: Type.Optional(blockFields.products), order: Type.Optional(blockFields.order) },
  { additionalProperties: false },
);
export type ProductBlockInput = Static<typeof ProductBlockInput>;

/** Body of `PUT /contents/product/{path}/{id}`: what changes. */
export const ProductBlockChange = Type.Partial(ProductBlockInput, { additionalProperties: false });

const summaryFields = {
  _id: Type.String(),
  path: Type.String(),
  title: Type.String(),
  type: ContentTypeSchema,
  /** The draft's version; every save, restore and product-block change adds one. */
  version: Type.Integer(),
  /** The number of the published version storefronts read, or null before the first publish. */
  publishedVersion: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  /** The draft differs from what is published. */
  hasUnpublishedChanges: Type.Boolean(),
  /** One of the shop's own pages, which cannot be deleted. */
  isSystem: Type.Boolean(),
  updatedAt: Timestamp(),
  publishedAt: NullableString({ format: 'date-time' }),
};

/** One row of `GET /api/contents/get/list`: the pages of the `/contents` screen. */
export const ContentSummary = Type.Object(summaryFields);
export type ContentSummary = Static<typeof ContentSummary>;

/** `GET /api/contents/{path}`: the draft staff edit, with the version a save must carry. */
export const ContentDraftSchema = Type.Object({ ...summaryFields, data: PageDataSchema, productBlocks: Type.Array(ProductBlock) });
/** The draft with its page JSON typed as `T` (a text page, a builder page). */
export type ContentDraft<T = PageData | TextPageData> = Omit<Static<typeof ContentDraftSchema>, 'data'> & { data: T };

/** Body of `POST /api/contents`: a page staff add. */
export const CreateContentBody = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 100, pattern: CONTENT_PATH_PATTERN, ...withMessage('content_path') }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    type: ContentTypeSchema,
  },
  { additionalProperties: false },
);
export type CreateContentBody = Static<typeof CreateContentBody>;

/** A version number: the column is an int4, so a larger one is refused naming the field (not by PostgreSQL). */
export const VersionNumber = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...options });

/** Body of `PUT /api/contents/{path}?type=`: the new draft and the version it was based on (stale: 409). */
export const SaveContentBodySchema = Type.Object(
  { version: VersionNumber(), data: PageDataInput, title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);
export type SaveContentBody<T = PageData | TextPageData> = Omit<Static<typeof SaveContentBodySchema>, 'data'> & { data: T };

/** The optional body of publish and restore: the draft version the person saw (stale: 409). */
export const BasedOnBody = Type.Union([Type.Object({ version: Type.Optional(VersionNumber()) }), Type.Null()]);

/** One row of `GET /api/contents/{path}/versions` (newest first). */
export const PublishedVersion = Type.Object({ version: Type.Integer(), title: Type.String(), publishedAt: Timestamp(), publishedBy: NullableString() });
export type PublishedVersion = Static<typeof PublishedVersion>;

/** `GET /api/public/contents/{path}`: what storefronts render. */
export const PublicContentSchema = Type.Object({
  path: Type.String(),
  title: Type.String(),
  type: ContentTypeSchema,
  data: PageDataSchema,
  productBlocks: Type.Array(ProductBlock),
  version: Type.Integer(),
  publishedAt: Timestamp(),
});
export type PublicContent<T = PageData | TextPageData> = Omit<Static<typeof PublicContentSchema>, 'data'> & { data: T };

/** `GET /api/public/categories` and `/collections`: an active category or collection as a strip or showcase shows it. */
export const PublicCard = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String(), image: NullableString() });
export type PublicCard = Static<typeof PublicCard>;

/** `GET /api/public/products`: a product on sale as a storefront's product grid shows it (money in taka, two decimals). */
export const PublicProductCard = Type.Object({
  ...PublicCard.properties,
  price: Type.Number(),
  oldPrice: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
});
export type PublicProductCard = Static<typeof PublicProductCard>;

/** `GET /api/public/menu`: active categories shown in the menu, as a tree. */
export interface MenuNode {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  children: MenuNode[];
}
export const MenuNodeSchema = Type.Object({
  ...PublicCard.properties,
  children: Type.Array(Type.Unknown(), { description: 'The category’s own menu nodes, of this same shape' }),
});

const LinkOrNull = Type.Unsafe<{ type: string; href: string } | null>({
  type: ['object', 'null'],
  properties: { type: { type: 'string' }, href: { type: 'string' } },
});

/** `GET /api/public/banners`: a banner live now. */
export const PublicBanner = Type.Object({
  _id: Type.String(),
  image: Type.String(),
  mobileImage: NullableString(),
  title: Type.String(),
  subtitle: NullableString(),
  link: LinkOrNull,
  placement: Type.Enum(BANNER_PLACEMENTS),
  priority: Type.Integer(),
  startAt: NullableString({ format: 'date-time' }),
  endAt: NullableString({ format: 'date-time' }),
});

/** `GET /api/public/seo/{page}`. */
export const PublicSeo = Type.Object({
  page: Type.String(),
  metaTitle: NullableString(),
  metaDescription: NullableString(),
  keywords: Type.Array(Type.String()),
  image: NullableString(),
  canonicalUrl: NullableString(),
});

/** Chosen records of the shop-data calls: comma-separated ids, answered in this order. */
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const PublicIds = Type.String({
  pattern: `^${UUID_TEXT}(,${UUID_TEXT})*$`,
  maxLength: MAX_PUBLIC_CARDS * 37,
  description: 'Chosen records, comma-separated ids; answered in this order',
});
export const PublicLimit = Type.Integer({ minimum: 1, maximum: MAX_PUBLIC_CARDS, default: 12 });
