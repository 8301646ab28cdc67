import type { RowAction } from '../../../../common/resourceSpec';

/**
 * The intake view's row menu: each call is a route of intakeRoutes.ts below `/api/order-intake`,
 * needing `orders:edit` as the order page's status moves do; Call needs only to read the list.
 */
export const intakeActions: RowAction[] = [
  {
    type: 'update-api',
    label: 'Confirm',
    api: { method: 'POST', path: '{_id}/confirm' },
    confirm: 'Confirm this order? Its hold is lifted and it can be booked with a courier.',
    success: 'Order confirmed',
    permission: 'orders:edit',
  },
  // Staff ring the customer before they confirm a risky order or one whose phone was not verified.
  { type: 'link', label: 'Call', href: 'tel:{customerPhone}', condition: { field: 'customerPhone', notEquals: null }, permission: 'orders:list' },
  {
    type: 'update-api',
    label: 'Hold',
    api: { method: 'POST', path: '{_id}/hold' },
    key: 'reason',
    prompt: 'string',
    promptLabel: 'Why is it held?',
    confirm: 'Hold this order? It cannot be booked with a courier until it is confirmed.',
    success: 'Order held',
    permission: 'orders:edit',
  },
  {
    type: 'update-api',
    label: 'Cancel',
    api: { method: 'POST', path: '{_id}/cancel' },
    key: 'reason',
    prompt: 'string',
    promptLabel: 'Why is it cancelled?',
    confirm: 'Cancel this order? Its stock goes back on the shelf.',
    success: 'Order cancelled',
    permission: 'orders:edit',
  },
];
