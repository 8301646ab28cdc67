import { formatMoney, parseTaka } from '../../../common/money';

/** A price as a storefront card shows it: the shop's symbol, two decimals (spec §1). */
export function formatTaka(amount: number, symbol: string): string {
  const poisha = parseTaka(amount);
  return poisha === null ? '' : formatMoney(poisha, { symbol });
}
