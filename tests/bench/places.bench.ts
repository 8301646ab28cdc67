/**
 * `npm run bench:places` (issue 37): the district and thana search
 * (`searchPlaces`, common/places) as the address picker runs it, once per key
 * press with no debounce, for each prefix of a few words typed in English and
 * Bangla. Each word is typed BENCH_PLACES_ROUNDS times (50); the median, the
 * 99th percentile and the slowest key press are printed per word, with the first round's (the
 * first search after the list loaded) beside them. Budget: 50 ms a key press.
 * Nothing asserts.
 */
import { availableParallelism, loadavg } from 'node:os';

const ROUNDS = Number(process.env.BENCH_PLACES_ROUNDS ?? 50);
const WORDS = ['mirpur', 'ঢাকা', 'chittagong', 'সিলেট', 'dhanmondi', 'গুলশান', 'sher-e-bangla nagar'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n: number) => `${n.toFixed(3)} ms`;
/** The value below which 99 in 100 key presses fall: the max on a shared machine is often one pause of the process. */
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.99) - 1)];

/** Each prefix of the word searched as typed ("m", "mi", … "mirpur"), in ms per key press. */
function typeWord(search: (typed: string) => unknown, word: string): number[] {
  const times: number[] = [];
  // By code points, so a Bangla letter's marks come one key at a time as a keyboard sends them.
  const keys = [...word];
  for (let i = 1; i <= keys.length; i++) {
    const typed = keys.slice(0, i).join('');
    const started = performance.now();
    search(typed);
    times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  const loading = performance.now();
  const { searchPlaces } = await import('../../common/places');
  const loadMs = performance.now() - loading;
  const load = `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${availableParallelism()} CPUs`;
  const first = new Map(WORDS.map((w) => [w, typeWord(searchPlaces, w)]));
  const rows = WORDS.map((word) => {
    const all: number[] = [];
    for (let r = 0; r < ROUNDS; r++) all.push(...typeWord(searchPlaces, word));
    return { word, keys: [...word].length, found: searchPlaces(word).length, first: first.get(word)!, all };
  });
  console.log(`searchPlaces per key press, ${ROUNDS} rounds a word, ${load}; loading the list (import): ${ms(loadMs)}`);
  console.log('| typed | key presses | found at the end | median | p99 | max | first round: max |');
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const r of rows)
    console.log(`| ${r.word} | ${r.keys} | ${r.found} | ${ms(median(r.all))} | ${ms(p99(r.all))} | ${ms(Math.max(...r.all))} | ${ms(Math.max(...r.first))} |`);
  const every = rows.flatMap((r) => r.all);
  console.log(`\nall words: median ${ms(median(every))}, p99 ${ms(p99(every))}, max ${ms(Math.max(...every))} a key press (budget 50 ms)`);
}

await main();
