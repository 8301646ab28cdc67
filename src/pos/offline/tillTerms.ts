import { toTaka } from '../../../common/money';
import { discountedUnitPrice } from '../../../common/pricing';
import type { OfflineTerm } from '../../../common/wire/orders';
import type { CartLine } from '../cart';

/**
 * What the till charges for each line offline, from its snapshot: sent with
 * the sale (`offline.terms`) so the server writes the order at the prices on
 * the printed receipt, and lists any that the catalogue has changed since.
 */
export const tillTerms = (lines: readonly CartLine[]): OfflineTerm[] =>
  lines.map((l) => ({
    _id: l._id,
    ...(l.variant ? { variant: l.variant } : {}),
    listPrice: toTaka(l.price),
    unitPrice: toTaka(discountedUnitPrice(l.price, l.discount)),
    vat: l.vat,
  }));
