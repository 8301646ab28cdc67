import type { OrderStatus } from '../../../common/orders';

/**
 * The statuses of an online order still waiting for staff (issue 38): `pending` until its phone's
 * code is entered or its advance paid, `order-placed` after. The intake view lists these, and
 * Confirm, Hold and Cancel act only on them (orders_intake_idx is on the same condition).
 */
export const INTAKE_STATUSES = ['pending', 'order-placed'] as const satisfies readonly OrderStatus[];
