import type { ResourceSpec } from '../../../../common/resourceSpec';
import { categoriesSpec } from '../../../test/fixtures/servedSpecs';

/**
 * The categories spec as served, plus the field kinds the form tests need
 * that categories lack: an excluded field, a render condition (on the served
 * displayInMenu switch), a colour and an amount of money.
 */
export const formSpec: ResourceSpec = {
  ...categoriesSpec,
  fields: [
    ...categoriesSpec.fields,
    { key: 'internalNote', label: 'Internal note', type: 'text', excluded: true, section: 'Category Details', viewType: 'hidden' },
    {
      key: 'menuLabel',
      label: 'Menu label',
      type: 'text',
      section: 'Display Settings',
      viewType: 'text',
      renderCondition: { field: 'displayInMenu', equals: true },
    },
    { key: 'menuColor', label: 'Menu colour', type: 'color', section: 'Display Settings', viewType: 'color' },
    { key: 'shippingCharge', label: 'Shipping charge', type: 'currency', section: 'Display Settings', viewType: 'currency' },
  ],
};

/** A stored category as `GET /api/categories/:id` answers it. */
export const storedCategory = {
  _id: 'c1',
  name: 'Shirts',
  slug: 'shirts',
  image: null,
  shortDescription: 'Cotton shirts',
  parentCategory: null,
  priority: 3,
  isActive: true,
  isFeatured: false,
  displayInMenu: false,
  displayInHomePage: false,
  tags: ['summer'],
  menuColor: '#336699',
  shippingCharge: 1250.5,
  createdAt: '2026-11-22T10:05:00.000Z',
};
