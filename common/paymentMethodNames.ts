import { PAYMENT_METHOD_LABELS, PAYMENT_ROW_METHODS, type PaymentRowMethod } from './orders';
import specBn from './resourceSpecBn';

/**
 * The payment methods' names in Bangla (Cash is ক্যাশ, so that নগদ names one thing: the Nagad
 * wallet), from the one Bangla of the English labels the resource specs use, for the till's
 * dictionary and the shift report alike.
 */
export const PAYMENT_METHOD_LABELS_BN: Readonly<Record<PaymentRowMethod, string>> = Object.fromEntries(
  PAYMENT_ROW_METHODS.map((method) => [method, specBn[PAYMENT_METHOD_LABELS[method]] ?? PAYMENT_METHOD_LABELS[method]]),
) as Record<PaymentRowMethod, string>;
