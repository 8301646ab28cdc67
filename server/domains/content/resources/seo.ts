import { msg } from '../../../engine/errors';
import { seoPages } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField, createdAtFilter } from '../../../engine/commonFields';

/**
 * Search-engine text per storefront page (issue 10): home, the product,
 * category and collection listings, and each content page by its address.
 * Storefronts read it from `GET /api/public/seo/{page}`.
 */
export default defineResource({
  path: 'seo',
  table: seoPages,
  labelKey: 'page',
  sections: ['Page', 'Search Result', 'Sharing'],
  fields: [
    {
      key: 'page',
      label: 'Page',
      type: 'text',
      required: true,
      unique: true,
      limit: 100,
      section: 'Page',
      helperText: 'home, products, categories, collections, or a content page’s address (about).',
      pattern: { regex: '^[a-z0-9]+(?:-[a-z0-9]+)*$', message: msg('not_slug') },
      column: { type: 'text' },
    },
    {
      key: 'metaTitle',
      label: 'Meta Title',
      type: 'text',
      limit: 70,
      section: 'Search Result',
      helperText: 'About 50–60 characters show in search results.',
      column: { type: 'text' },
    },
    {
      key: 'metaDescription',
      label: 'Meta Description',
      type: 'textarea',
      limit: 200,
      section: 'Search Result',
      helperText: 'About 150–160 characters show in search results.',
      column: { type: 'text', default: false },
    },
    { key: 'keywords', label: 'Keywords', type: 'tag', section: 'Search Result', column: { type: 'tag', sortable: false } },
    { key: 'image', label: 'Share Image', type: 'image', section: 'Sharing', helperText: 'Shown when the page is shared (1200×630 works best).' },
    {
      key: 'canonicalUrl',
      label: 'Canonical URL',
      type: 'text',
      limit: 2000,
      section: 'Sharing',
      pattern: { regex: '^https?://[^\\s\\u0000]+$', message: msg('not_web_address') },
      column: { type: 'external-link', default: false },
    },
    createdAtField(),
  ],
  search: ['page', 'metaTitle'],
  filters: [createdAtFilter()],
  defaultSort: 'page',
  rowMenu: [
    { type: 'edit', label: 'Edit' },
    { type: 'view', label: 'View' },
    { type: 'delete', label: 'Delete', confirm: 'Delete the SEO text of this page?' },
  ],
  bulkMenu: [
    { type: 'export', label: 'Export selected' },
    { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected SEO entries?' },
  ],
});
