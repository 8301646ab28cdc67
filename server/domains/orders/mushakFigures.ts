import { formatDate, formatTime } from '../../../common/dates';
import type { InvoiceLanguage } from '../../../common/invoices';
import { allocateByLargestRemainder, formatMoney, minusPoisha, sumPoisha, toBanglaDigits, toPoisha, ZERO, type Poisha } from '../../../common/money';
import type { InvoiceData } from './invoicePdf';
import { MUSHAK_WORDS, type MushakWord } from './mushakWords';
import { exchangeBalance } from '../../../common/exchangeBalance';

/** One line of the Mushak-6.3 table, in poisha (supplementary duty is not charged on clothes: 0). */
export interface MushakLine {
  serial: number;
  description: string;
  qty: number;
  unitPrice: Poisha;
  value: Poisha;
  sdRate: number;
  sd: Poisha;
  vatRate: number;
  vat: Poisha;
  withTaxes: Poisha;
}

/** A labelled amount under the table (delivery, discount, the amount payable). */
export interface MushakAmountRow {
  word: MushakWord;
  amount: Poisha;
  bold?: boolean;
  /** What the word's {placeholders} stand for: an exchange's numbers. */
  args?: Record<string, string>;
}

export interface MushakFigures {
  lines: MushakLine[];
  totals: { value: Poisha; sd: Poisha; vat: Poisha; withTaxes: Poisha };
  /** In order, each row its own entry, so a new charge of the order is one more row. */
  below: MushakAmountRow[];
  /** What the VAT was charged on, said under the table when the order had a discount (with none, both bases are the same). */
  base: MushakBase | null;
  /** The exchange this invoice's supply was made in (issue 36), said under the table: its number and the invoice the goods came back from. */
  exchange: { exchange: string; invoice: string } | null;
}

/** The VAT base of the sale (issue 33) and the order discount it concerns. */
export interface MushakBase {
  word: 'vatOnList' | 'vatOnDiscounted';
  discount: Poisha;
}

/**
 * The figures of a VAT invoice, all from what the order stored at the sale
 * (lines, VAT per line, subtotal, VAT, delivery, discount, total, VAT base),
 * never worked out again: the sale as sold. A later return is the credit
 * note's business (Mushak-6.7), not this invoice's.
 *
 * On the discounted base (issue 33) the value of supply is after the trade
 * discount: each line's value is its total less its share of the order's
 * discount, the shares spread as common/pricing.ts spread them when the VAT
 * was charged (largest remainder over the lines' totals), so the discount is
 * inside the values and is not taken off again below them.
 */
export function mushakFigures(data: InvoiceData): MushakFigures {
  const subTotal = toPoisha(data.subTotal);
  const discount = toPoisha(data.discount);
  const onDiscounted = data.vatBase === 'discounted';
  const totals = data.lines.map((line) => toPoisha(line.totalPrice));
  const shares = onDiscounted && subTotal > 0 ? allocateByLargestRemainder(discount, totals) : totals.map(() => ZERO);
  const lines = data.lines.map((line, i): MushakLine => {
    const value = minusPoisha(totals[i], shares[i]);
    const vat = toPoisha(line.vat);
    return {
      serial: i + 1,
      description: line.variantName ? `${line.name} (${line.variantName})` : line.name,
      qty: line.qty,
      unitPrice: toPoisha(line.unitPrice),
      value,
      sdRate: 0,
      sd: ZERO,
      vatRate: line.vatRate,
      vat,
      withTaxes: sumPoisha([value, vat]),
    };
  });
  const vat = toPoisha(data.vat);
  const shipping = toPoisha(data.shipping);
  const rounding = toPoisha(data.rounding);
  const value = onDiscounted ? minusPoisha(subTotal, discount) : subTotal;
  const below: MushakAmountRow[] = [
    ...(shipping !== 0 ? [{ word: 'shipping' as const, amount: shipping }] : []),
    ...(discount !== 0 && !onDiscounted ? [{ word: 'discount' as const, amount: discount }] : []),
    // Cash rounding to the taka (issue 19), part of what is payable.
    ...(rounding !== 0 ? [{ word: 'rounding' as const, amount: rounding }] : []),
    { word: 'payable', amount: toPoisha(data.total), bold: true },
    ...exchangeRows(data),
  ];
  const base: MushakBase | null = discount !== 0 ? { word: onDiscounted ? 'vatOnDiscounted' : 'vatOnList', discount } : null;
  const exchange = data.exchange ? { exchange: data.exchange.number, invoice: data.exchange.orderNumber } : null;
  return { lines, totals: { value, sd: ZERO, vat, withTaxes: sumPoisha([value, vat]) }, below, base, exchange };
}

/**
 * An exchange (issue 36): the table is the new supply; under what it makes
 * payable, the value of the goods returned from the earlier invoice and the
 * balance the customer paid or the shop paid back, so the form shows both.
 */
function exchangeRows(data: InvoiceData): MushakAmountRow[] {
  if (!data.exchange) return [];
  const args = { exchange: data.exchange.number };
  const settled = exchangeBalance(data.exchange);
  const word = settled.kind === 'paid' ? 'exchangePaid' : settled.kind === 'refunded' ? 'exchangeRefunded' : 'exchangeEven';
  return [
    { word: 'exchangeReturned', amount: toPoisha(data.exchange.returnedValue), args },
    { word, amount: settled.amount, bold: true },
  ];
}

/** How the VAT invoice writes figures and words: Bangla digits in the Bangla one, as the screens do. */
export function mushakWriter(lang: InvoiceLanguage, timeZone: string) {
  const words = MUSHAK_WORDS[lang];
  const digits = (text: string) => (lang === 'bn' ? toBanglaDigits(text) : text);
  return {
    word: (key: MushakWord) => words[key],
    /** A word with its {placeholders} filled (document numbers keep their Latin digits, as printed on them). */
    fill: (key: MushakWord, args: Record<string, string> = {}) =>
      Object.entries(args).reduce((text, [name, value]) => text.replace(`{${name}}`, value), words[key]),
    /** `1,250.00`: the columns say the currency (Tk / টাকায়). */
    amount: (p: Poisha) => formatMoney(p, { symbol: '', digits: lang === 'bn' ? 'beng' : 'latn' }).trim(),
    number: (n: number) => digits(String(n)),
    percent: (rate: number) => digits(`${rate}%`),
    date: (at: Date) => digits(formatDate(at, timeZone)),
    /** The sentence under the table that says what the VAT was charged on, with the discount's amount. */
    base: (b: MushakBase) => words[b.word].replace('{discount}', formatMoney(b.discount, { symbol: '', digits: lang === 'bn' ? 'beng' : 'latn' }).trim()),
    time: (at: Date) => digits(formatTime(at, timeZone).replace(/AM$/, words.am).replace(/PM$/, words.pm)),
  };
}

export type MushakWriter = ReturnType<typeof mushakWriter>;
