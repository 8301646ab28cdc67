import type { CodedMessage } from '../../../common/serverMessages';
import { msg } from '../../engine/errors';

/** What of an order decides whether an online one is ready for a courier. */
interface Intake {
  source: string;
  status: string;
  hold: string | null;
  holdReason: string | null;
}

/**
 * Why an online order may not be handed to a courier yet (issue 38), or null: held (for its phone's
 * fraud risk, or by staff with their reason) until someone confirms it, or still pending, its
 * customer not having entered the phone's code or paid the advance. A till sale never waits here,
 * a pending one included: the till's phone orders are booked as before.
 */
export function intakeRefusal(order: Intake): CodedMessage | null {
  if (order.hold !== null) return msg('delivery_held', { reason: order.holdReason ?? (order.hold === 'risk' ? 'fraud risk' : 'by staff') });
  if (order.source !== 'till' && order.status === 'pending') return msg('delivery_waiting');
  return null;
}
