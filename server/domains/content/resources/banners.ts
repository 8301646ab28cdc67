import { BANNER_PLACEMENTS } from '../../../../common/content';
import { banners } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { liveNow } from '../storefrontQueries';
import { activeInactive, createdAtField, createdAtFilter, rowActions } from '../../../engine/commonFields';
import { LINK_TARGETS } from '../linkTargets';

const placements = BANNER_PLACEMENTS.map((value) => ({
  value,
  label: {
    'home-hero': 'Home: top slider',
    'home-middle': 'Home: middle',
    'home-bottom': 'Home: bottom',
    'category-top': 'Category pages: top',
    popup: 'Pop-up',
  }[value],
}));

const menu = rowActions();

/**
 * Storefront banners (issue 10): shown in their placement while active and
 * between their start and end (either may be empty), highest priority first.
 * Storefronts read the live ones from `GET /api/public/banners`.
 */
export default defineResource({
  path: 'banners',
  table: banners,
  modal: true,
  labelKey: 'title',
  sections: ['Banner', 'Link', 'Schedule'],
  fields: [
    { key: 'image', label: 'Image', type: 'image', required: true, section: 'Banner' },
    { key: 'mobileImage', label: 'Mobile Image', type: 'image', section: 'Banner', helperText: 'Shown on phones; the image above when empty.' },
    { key: 'title', label: 'Title', type: 'text', required: true, limit: 200, section: 'Banner', column: { type: 'image-text', imageKey: 'image' } },
    { key: 'subtitle', label: 'Subtitle', type: 'text', limit: 300, section: 'Banner', column: { default: false } },
    {
      key: 'link',
      label: 'Link',
      type: 'link',
      section: 'Link',
      helperText: 'Where the banner leads when clicked.',
      column: { sortable: false },
      linkTargets: LINK_TARGETS,
    },
    { key: 'placement', label: 'Placement', type: 'select', options: placements, default: 'home-hero', section: 'Banner', column: { type: 'tag' } },
    {
      key: 'priority',
      label: 'Priority',
      type: 'number',
      min: 0,
      max: 100000,
      default: 0,
      section: 'Schedule',
      helperText: 'Higher shows first.',
      column: { type: 'number' },
    },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, section: 'Schedule', column: { type: 'boolean' } },
    { key: 'startAt', label: 'Start', type: 'datetime', section: 'Schedule', helperText: 'Empty: from now.', column: { type: 'date' } },
    { key: 'endAt', label: 'End', type: 'datetime', section: 'Schedule', helperText: 'Empty: until switched off.', column: { type: 'date' } },
    {
      key: 'liveNow',
      label: 'Live Now',
      type: 'read-only',
      viewType: 'boolean',
      computed: liveNow,
      column: { type: 'boolean', sortable: false, tooltip: 'Active and within its schedule at this moment' },
    },
    createdAtField(),
  ],
  search: ['title', 'subtitle'],
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    { field: 'placement', label: 'Placement', type: 'multi-select', options: placements },
    { field: 'startAt', label: 'Start', type: 'date' },
    { field: 'endAt', label: 'End', type: 'date' },
    createdAtFilter(),
  ],
  defaultSort: '-priority',
  rowMenu: [
    { type: 'edit-modal', label: 'Edit' },
    { type: 'view-modal', label: 'View' },
    menu.activate,
    menu.deactivate,
    { type: 'update-key', label: 'Change Priority', key: 'priority', prompt: 'number', success: 'Priority updated successfully' },
    { type: 'duplicate', label: 'Make Copy' },
    menu.delete,
  ],
  bulkMenu: [
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
    { type: 'export', label: 'Export selected' },
    { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected banners?' },
  ],
});
