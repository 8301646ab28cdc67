import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands, categories, collections } from './catalogue';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { customers } from '../../customers/tables/customers';

/** Money: NUMERIC(12,2), read as a JS number in taka (arithmetic happens in poisha, common/money.ts). */

export interface LabelValue {
  label: string;
  value: string;
}

export interface ContentSection {
  title: string;
  description: string;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    status: text('status').notNull().default('draft'),
    type: text('type').notNull().default('simple'),
    categoryId: refersTo('category_id', () => categories.id, 'restrict').notNull(),
    brandId: refersTo('brand_id', () => brands.id, 'set null'),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    sizeChart: text('size_chart'),
    colors: jsonb('colors').$type<string[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    cost: money('cost').notNull().default(0),
    price: money('price').notNull().default(0),
    oldPrice: money('old_price'),
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    shortDescription: text('short_description'),
    description: text('description'),
    unitValue: numeric('unit_value', { precision: 12, scale: 3, mode: 'number' }),
    unit: text('unit').notNull().default('pc'),
    sku: text('sku').notNull().unique(),
    barcode: text('barcode').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isDiscount: boolean('is_discount').notNull().default(false),
    discountType: text('discount_type'),
    discount: money('discount'),
    allowStock: boolean('allow_stock').notNull().default(true),
    /** A variable product's stock is the sum of its variants', kept by the server. */
    stock: integer('stock').notNull().default(0),
    lowStockAlert: integer('low_stock_alert').notNull().default(5),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: jsonb('meta_keywords').$type<string[]>().notNull().default([]),
    metaImage: text('meta_image'),
    customAttributes: jsonb('custom_attributes').$type<LabelValue[]>().notNull().default([]),
    customSections: jsonb('custom_sections').$type<ContentSection[]>().notNull().default([]),
    faq: jsonb('faq').$type<LabelValue[]>().notNull().default([]),
    /** Average of the approved reviews and their count, kept by the server. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Name, SKU and barcode of the product and of its variants, lower-cased,
     * written with every save: one trigram index answers the search box, and a
     * variant's SKU or barcode finds its product.
     */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('products_created_at_idx').on(t.createdAt),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.price),
    index('products_name_idx').on(t.name),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('products_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('products_type_check', sql`${t.type} in ('simple', 'variable')`),
  ],
);

/** The variants of a variable product (spec §3.2): rows of their own, sold and counted one by one. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: refersTo('product_id', () => products.id, 'cascade').notNull(),
    /** Order in the product's list. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    cost: money('cost').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').unique(),
    barcode: text('barcode').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<LabelValue[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
);

/**
 * Every barcode in use, by products and variants alike: its primary key makes
 * a code unique across both tables. Kept by triggers on the two tables
 * (migration `barcode_registry`), so no writer can skip it.
 */
export const barcodes = pgTable(
  'barcodes',
  {
    code: text('code').primaryKey(),
    productId: refersTo('product_id', () => products.id, 'cascade'),
    variantId: refersTo('variant_id', () => productVariants.id, 'cascade'),
  },
  (t) => [uniqueIndex('barcodes_product_idx').on(t.productId), uniqueIndex('barcodes_variant_idx').on(t.variantId)],
);

/** Sequence numbers of the EAN-13 codes the store makes (common/ean13.ts). */
export const barcodeSequence = pgSequence('barcode_seq', { startWith: 1 });

export const productCollections = pgTable(
  'product_collections',
  {
    productId: refersTo('product_id', () => products.id, 'cascade').notNull(),
    collectionId: refersTo('collection_id', () => collections.id, 'cascade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] }), index('product_collections_collection_idx').on(t.collectionId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper case. */
    code: text('code').notNull().unique(),
    type: text('type').notNull().default('percentage'),
    amount: money('amount').notNull(),
    minOrder: money('min_order'),
    maxDiscount: money('max_discount'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [index('coupons_created_at_idx').on(t.createdAt), check('coupons_type_check', sql`${t.type} in ('percentage', 'flat')`)],
);

/** One row per use of a coupon (written by the order module when an order takes one). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: refersTo('coupon_id', () => coupons.id, 'cascade').notNull(),
    customerId: refersTo('customer_id', () => customers.id, 'set null'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.customerId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: refersTo('product_id', () => products.id, 'cascade').notNull(),
    customerId: refersTo('customer_id', () => customers.id, 'set null'),
    guestName: text('guest_name'),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: text('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    index('reviews_created_at_idx').on(t.createdAt),
    index('reviews_product_idx').on(t.productId, t.status),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'hidden')`),
  ],
);
