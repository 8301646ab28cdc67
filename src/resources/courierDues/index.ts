import { lazyPart, registerCustomBulkAction, registerPage } from '../../engine/parts';

/**
 * Owed by couriers (issue 22): the generated list of delivered parcels whose
 * cash a courier still holds, with each courier's total above it, and its bulk
 * action Record payout (`record-payout`): select a courier's parcels, type the
 * fees and reference, and the payout pays their orders.
 */
export function registerCourierDueParts(): void {
  registerPage(
    'courier-dues',
    'list',
    lazyPart(() => import('./OwedListPage'), 'OwedListPage'),
  );
  registerCustomBulkAction(
    'record-payout',
    lazyPart(() => import('./RecordPayoutDialog'), 'RecordPayoutDialog'),
  );
}
