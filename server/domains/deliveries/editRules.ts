import { isFinalDelivery, isDeliveryStatus } from '../../../common/deliveryStatus';
import type { WriteHooks } from '../../engine/declaration';
import { ApiError, msg } from '../../engine/errors';

/**
 * The engine's edit of a delivery (tracking code, weight, notes) is for the
 * manual courier's parcels still on their way: a courier with an API owns
 * its ids, and a finished delivery stays as it ended.
 */
export const deliveryEditRules: WriteHooks = {
  beforeWrite(ctx) {
    if (ctx.mode !== 'update' && ctx.mode !== 'update-many') return;
    const courier = String(ctx.before?.courier ?? 'manual');
    const status = String(ctx.before?.status ?? '');
    if (courier !== 'manual') throw new ApiError(409, msg('delivery_courier_moves', { courier }));
    if (isDeliveryStatus(status) && isFinalDelivery(status)) throw new ApiError(409, msg('delivery_final', { status }));
  },
};
