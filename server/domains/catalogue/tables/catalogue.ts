import { boolean, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../../db/columns';

export const colors = pgTable(
  'colors',
  {
    id: id(),
    name: text('name').notNull().unique(),
    code: text('code').notNull().default('#000000'),
    ...timestamps(),
  },
  (t) => [index('colors_created_at_idx').on(t.createdAt)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: id(),
    name: text('name').notNull().unique(),
    description: text('description'),
    priority: integer('priority').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('sizes_created_at_idx').on(t.createdAt)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    image: text('image'),
    name: text('name').notNull().unique(),
    description: text('description'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('brands_created_at_idx').on(t.createdAt)],
);

const seo = {
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: jsonb('meta_keywords').$type<string[]>().notNull().default([]),
  metaImage: text('meta_image'),
};

export const categories = pgTable(
  'categories',
  {
    id: id(),
    image: text('image'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentCategory: uuid('parent_category').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    shortDescription: text('short_description'),
    description: text('description'),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    displayInHomePage: boolean('display_in_home_page').notNull().default(false),
    displayInMenu: boolean('display_in_menu').notNull().default(true),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...seo,
    ...timestamps(),
  },
  (t) => [index('categories_created_at_idx').on(t.createdAt), index('categories_parent_idx').on(t.parentCategory)],
);

export const collections = pgTable(
  'collections',
  {
    id: id(),
    image: text('image'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    priority: integer('priority').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...seo,
    ...timestamps(),
  },
  (t) => [index('collections_created_at_idx').on(t.createdAt)],
);
