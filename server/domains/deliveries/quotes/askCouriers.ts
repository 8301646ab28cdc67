import type { Courier, CourierQuote, Parcel } from '../couriers';

/** Courier price calls at once: Pathao allows about 60 a minute, and its client waits its turn (couriers/pathao/rateLimit.ts). */
const AT_ONCE = 4;

/** One parcel to price with one courier. */
export interface Ask {
  courier: Courier;
  parcel: Parcel;
}

/** A courier's price of a parcel, or why it gave none (a time-out, an outage, a refused key). */
export interface Priced {
  quote: CourierQuote | null;
  failure: string | null;
}

/** Runs the calls at most AT_ONCE at a time, each answer in its place. */
async function inTurns<T>(calls: readonly (() => Promise<T>)[]): Promise<T[]> {
  const answers: T[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const i = next++;
      answers[i] = await calls[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, calls.length) }, worker));
  return answers;
}

const ask = ({ courier, parcel }: Ask): Promise<Priced> =>
  courier.quote!(parcel).then(
    (quote) => ({ quote, failure: null }),
    (err: unknown) => ({ quote: null, failure: err instanceof Error ? err.message : String(err) }),
  );

/** Parcels a courier prices alike: the same places and weight, and cash to collect or none. */
const placeKey = ({ courier, parcel }: Ask) => JSON.stringify([courier.name, parcel.areas ?? null, parcel.weight ?? null, parcel.codAmount > 0]);
const exactKey = (a: Ask) => JSON.stringify([placeKey(a), a.parcel.codAmount]);

/**
 * Each courier's price of each parcel, asked as few times as the answers
 * allow: one call per courier and place first; where the courier's
 * cash-collection charge is a share of the cash (`codChargeFor`, Pathao's),
 * that answer prices every parcel to the place, and only the others are
 * asked again for each other amount. A bulk of 100 orders to five places is
 * five calls to Pathao, not 100 of its 60 a minute. A failure is that
 * parcel's answer, never the whole call's.
 */
export async function askCouriers(asks: readonly Ask[]): Promise<Priced[]> {
  const first = new Map<string, Ask>();
  for (const a of asks) if (!first.has(placeKey(a))) first.set(placeKey(a), a);
  const firstAsks = [...first.values()];
  const byPlace = new Map((await inTurns(firstAsks.map((a) => () => ask(a)))).map((p, i) => [placeKey(firstAsks[i]), p]));

  const again = new Map<string, Ask>();
  for (const a of asks) {
    const answer = byPlace.get(placeKey(a))!;
    if (answer.quote && !answer.quote.codChargeFor && exactKey(a) !== exactKey(first.get(placeKey(a))!)) again.set(exactKey(a), a);
  }
  const againAsks = [...again.values()];
  const exact = new Map((await inTurns(againAsks.map((a) => () => ask(a)))).map((p, i) => [exactKey(againAsks[i]), p]));

  return asks.map((a) => {
    const answer = exact.get(exactKey(a)) ?? byPlace.get(placeKey(a))!;
    const share = answer.quote?.codChargeFor;
    return share && answer.quote ? { quote: { ...answer.quote, codCharge: share(a.parcel.codAmount) }, failure: null } : answer;
  });
}
