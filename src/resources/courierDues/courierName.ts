import type { TranslateFunction } from 'react-admin';
import { courierLabel } from '../../../common/deliveryStatus';

/** A courier's name in the chosen language (the brand names are kept; `manual` is translated). */
export const courierName = (translate: TranslateFunction, code: string): string => translate(`settlements.couriers.${code}`, { _: courierLabel(code) });
