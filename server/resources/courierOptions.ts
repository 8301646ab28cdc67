import type { Option } from '../../common/resourceSpec';
import { COURIER_LABELS, COURIERS } from '../../common/settlements';

/** The couriers as choices of a column or filter (their brand names; `manual` is the shop's own rider or typed tracking). */
export const courierOptions: Option[] = COURIERS.map((value) => ({ value, label: COURIER_LABELS[value] }));
