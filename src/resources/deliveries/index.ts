import { lazyPart, registerCustomBulkAction } from '../../engine/parts';

/**
 * Deliveries (issue 22): what their specs cannot say. The orders list's bulk
 * menu 'Book delivery' (`book-deliveries`) chooses the courier and shows each
 * order's outcome; the deliveries list's 'Print parcel labels'
 * (`delivery-labels`) downloads the labels PDF. Each loads when chosen.
 */
export function registerDeliveryParts(): void {
  registerCustomBulkAction(
    'book-deliveries',
    lazyPart(() => import('./BookDeliveriesDialog'), 'BookDeliveriesDialog'),
  );
  registerCustomBulkAction(
    'delivery-labels',
    lazyPart(() => import('./DeliveryLabelsDialog'), 'DeliveryLabelsDialog'),
  );
}
