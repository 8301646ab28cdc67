/**
 * Money is taka with two decimals. Every sum, product and percentage is done
 * here in integer poisha (1 taka = 100 poisha), never in floating point, so the
 * server and the admin app get the same poisha for the same input.
 *
 * Money changes unit here and nowhere else (issue 35, docs/decisions.md): the
 * wire and the database carry taka with two decimals (`Taka`), code computes
 * in `Poisha`, and a guard test (common/moneyUnits.test.ts) fails on a
 * `/ 100` or `* 100` on money anywhere else.
 */

/**
 * A whole number of poisha. Branded so that the compiler refuses a taka
 * number (or any other plain number) where poisha are meant: a plain number
 * becomes poisha only through `parseTaka`/`toPoisha` (from taka) or `poisha`
 * (an integer that already counts poisha). Poisha are still numbers: compare
 * them, pass them to `Math.max`, add them (the result is a plain number again,
 * which `poisha()` or the helpers below turn back).
 */
export type Poisha = number & { readonly __unit: 'poisha' };

/**
 * Taka as the wire and the database carry them: a number with at most two
 * decimals (`1234.56`). A plain alias, not a brand, so the wire types stay
 * plain JSON numbers; what matters is that a `Taka` cannot be passed where
 * `Poisha` is meant, which the brand on `Poisha` already stops.
 */
export type Taka = number;

/**
 * An integer that already counts poisha (a literal, a count from the
 * database, a sum or difference of poisha) as `Poisha`. Throws on anything
 * else: a fraction of a poisha is a bug upstream, not an amount.
 */
export function poisha(n: number): Poisha {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of poisha: ${n}`);
  return (n === 0 ? 0 : n) as Poisha; // -0 written as 0
}

/** No money. */
export const ZERO = 0 as Poisha;

const MONEY = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Parse a taka amount as written on the wire (`1200`, `1200.5`, `"1200.50"`)
 * into poisha. Returns null for anything that is not a finite amount with at
 * most two decimals.
 */
export function parseTaka(value: number | string): Poisha | null {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  if (text === null) return null;
  const m = MONEY.exec(text);
  if (!m) return null;
  const whole = Number(m[2]);
  const cents = Number((m[3] ?? '').padEnd(2, '0'));
  const p = whole * 100 + cents;
  return poisha(m[1] ? -p : p);
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Taka (a wire or database figure) as poisha: exact for at most two decimals,
 * as `parseTaka`; a number with more (a sum done in taka in floating point,
 * `0.1 + 0.2`) is rounded half away from zero to the poisha on its decimal
 * text, the rule `percentOf` uses, so `0.30000000000000004` is 30 and
 * `1.005` is 101. Anything that is not a finite amount (NaN, Infinity, `"abc"`)
 * throws a RangeError.
 *
 * Why throw rather than fall back: the admin app used to fall back to
 * `Math.round(taka * 100)` and the server to 0, so one bad figure came out
 * differently on the two sides, and 0 silently made a missing total free.
 * A figure that is not a number is a bug to be seen, never an amount. Input a
 * person typed goes through `parseTaka`, whose null the form shows as an error.
 */
export function toPoisha(taka: Taka | string): Poisha {
  const exact = parseTaka(taka);
  if (exact !== null) return exact;
  const text = typeof taka === 'number' ? numberToText(taka) : taka.trim();
  const m = text === null ? null : DECIMAL.exec(text);
  if (!m) throw new RangeError(`not an amount of taka: ${String(taka)}`);
  const digits = m[3] ?? '';
  const whole = Number(m[2]) * 100 + Number(digits.slice(0, 2).padEnd(2, '0'));
  const p = digits.charCodeAt(2) >= 53 /* '5' */ ? whole + 1 : whole;
  return poisha(m[1] ? -p : p);
}

/** A JS number as its shortest decimal text, or null when not finite. */
function numberToText(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  // toString is exact for the shortest round-trip form: 0.1 → "0.1", 1e21 → "1e+21" (rejected).
  return n.toString();
}

/** Poisha as a taka number for the wire (`123456` → `1234.56`). */
export function toTaka(p: Poisha): Taka {
  return p / 100;
}

/** Poisha as a fixed two-decimal string, no grouping (`-5` → `-0.05`). */
export function toTakaString(p: Poisha): string {
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumPoisha(values: readonly Poisha[]): Poisha {
  return poisha(values.reduce<number>((a, b) => a + b, 0));
}

/** Up to the next whole taka (an amount a customer types into a wallet app): `12345` → `12400`. */
export function ceilToTaka(p: Poisha): Poisha {
  return poisha(Math.ceil(p / 100) * 100);
}

/** `a - b`, in poisha. */
export function minusPoisha(a: Poisha, b: Poisha): Poisha {
  return poisha(a - b);
}

/** Unit price times a whole quantity. */
export function lineTotal(unit: Poisha, qty: number): Poisha {
  if (!Number.isInteger(qty)) throw new RangeError('quantity must be a whole number');
  return poisha(unit * qty);
}

/**
 * `percent` % of an amount, rounded half away from zero to the poisha. The
 * percent may have up to two decimals (VAT 7.5 %); it is scaled to an integer
 * first so the product stays exact.
 */
export function percentOf(amount: Poisha, percent: number): Poisha {
  const scaled = Math.round(percent * 100); // basis points of a percent
  const num = amount * scaled; // exact while |amount * scaled| < 2^53
  const den = 10000;
  const q = Math.trunc(num / den);
  const r = num - q * den;
  return poisha(Math.abs(r) * 2 >= den ? q + Math.sign(num) : q);
}

/**
 * Shares of `total` in proportion to `weights`, in whole poisha, that add up
 * to `total` exactly (the largest-remainder method): each share is first
 * rounded down, then the poisha left over go one each to the shares with the
 * largest remainders (ties to the earlier share). An order's discount is
 * spread over its lines this way, so the lines' net figures add up to the
 * order's to the poisha. Weights are poisha amounts (line totals), not
 * negative; with every weight 0 the total goes to nobody and all shares are 0
 * unless the total is 0 too (a caller never allocates a discount over nothing:
 * the cart caps it at the subtotal).
 */
export function allocateByLargestRemainder(total: Poisha, weights: readonly Poisha[]): Poisha[] {
  if (!Number.isInteger(total)) throw new RangeError('total must be whole poisha');
  const sum = sumPoisha(weights);
  if (weights.some((w) => !Number.isInteger(w) || w < 0)) throw new RangeError('weights must be whole, non-negative poisha');
  if (sum === 0) {
    if (total !== 0) throw new RangeError('cannot allocate an amount over weights that add up to 0');
    return weights.map(() => ZERO);
  }
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  // BigInt: abs * weight can pass 2^53 for a large order (৳10 lakh × ৳10 lakh in poisha).
  const big = weights.map((w) => BigInt(abs) * BigInt(w));
  const bigSum = BigInt(sum);
  const shares = big.map((x) => Number(x / bigSum) as Poisha);
  let left = abs - sumPoisha(shares);
  const order = big.map((x, i) => ({ i, rem: x % bigSum })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = poisha(shares[i] + 1);
    left -= 1;
  }
  return shares.map((s) => poisha(s * sign));
}

export interface MoneyFormat {
  symbol?: string;
  /** `beng` writes ০-৯ (Bangla digits). */
  digits?: 'latn' | 'beng';
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * Latin digits in a text the app wrote written as Bangla digits. For text in
 * the spec's own patterns (dates as YYYY-MM-DD, times as hh:mm A), which
 * Intl.DateTimeFormat does not write; numbers and money go through
 * Intl.NumberFormat('bn-BD') instead.
 */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]);
}

/**
 * Two decimals with South Asian grouping (thousand, then lakh, crore), as
 * prices are written in Bangladesh: `en-IN` does it in Latin digits and
 * `bn-BD` in Bangla digits. The amount is given as its exact decimal text,
 * so no poisha is lost to a float on the way.
 */
const GROUPED: Record<NonNullable<MoneyFormat['digits']>, Intl.NumberFormat> = {
  latn: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  beng: new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** `৳ 1,23,456.50` (or `৳ ১,২৩,৪৫৬.৫০`), a minus before the symbol. */
export function formatMoney(p: Poisha, format: MoneyFormat = {}): string {
  const symbol = format.symbol ?? '৳';
  const figure = GROUPED[format.digits ?? 'latn'].format(toTakaString(poisha(Math.abs(p))) as Intl.StringNumericLiteral);
  return `${p < 0 ? '-' : ''}${symbol} ${figure}`;
}
