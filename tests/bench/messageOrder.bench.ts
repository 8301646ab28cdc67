/**
 * `npm run bench:messages` (issue 38): the message reader
 * (common/messageOrder) over its test set, the messages written for its
 * tests: how many of each field it reads right (phone, name, district, thana,
 * the items with their variants, the quantities) and in all, against the
 * issue's 90 %, and how long a message takes. Each message is read
 * BENCH_MESSAGES_ROUNDS times (20) after one round to warm up; the median and
 * the slowest are printed. Nothing asserts: common/messageOrder/read.test.ts does.
 */
import { availableParallelism, loadavg } from 'node:os';

const ROUNDS = Number(process.env.BENCH_MESSAGES_ROUNDS ?? 20);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** As a percent with one decimal, by Intl: money's unit rule (common/moneyUnits.test.ts) keeps a bare hundred to money code. */
const percent = (right: number, total: number) => (right / total).toLocaleString('en', { style: 'percent', minimumFractionDigits: 1 });

async function main() {
  const loading = performance.now();
  const { readOrderMessage } = await import('../../common/messageOrder/read');
  const { FIELDS, scoreMessage } = await import('../../common/messageOrder/score');
  const { TEST_CATALOGUE, TEST_MESSAGES } = await import('../../common/messageOrder/testSet');
  const loadMs = performance.now() - loading;

  const firstStarted = performance.now();
  const reads = TEST_MESSAGES.map((m) => readOrderMessage(m.text, TEST_CATALOGUE));
  const firstMs = performance.now() - firstStarted;

  const right = new Map<string, number>(FIELDS.map((f) => [f, 0]));
  const wrong: string[] = [];
  TEST_MESSAGES.forEach((m, i) => {
    const scores = scoreMessage(m, reads[i], TEST_CATALOGUE);
    for (const f of FIELDS) {
      if (scores[f].right) right.set(f, right.get(f)! + 1);
      else wrong.push(`${f}: ${JSON.stringify(m.text.slice(0, 50))}… expected ${JSON.stringify(scores[f].expected)}, read ${JSON.stringify(scores[f].got)}`);
    }
  });

  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++)
    for (const m of TEST_MESSAGES) {
      const started = performance.now();
      readOrderMessage(m.text, TEST_CATALOGUE);
      times.push(performance.now() - started);
    }

  const n = TEST_MESSAGES.length;
  const load = `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')} on ${availableParallelism()} CPUs`;
  console.log(`${n} messages, ${TEST_CATALOGUE.length} products in the catalogue, ${load}; loading the reader (import): ${loadMs.toFixed(0)} ms`);
  console.log('| field | right | of | accuracy |');
  console.log('| --- | --: | --: | --: |');
  for (const f of FIELDS) console.log(`| ${f} | ${right.get(f)} | ${n} | ${percent(right.get(f)!, n)} |`);
  const all = [...right.values()].reduce((a, b) => a + b, 0);
  console.log(`| **all fields** | ${all} | ${n * FIELDS.length} | ${percent(all, n * FIELDS.length)} |`);
  console.log(
    `\nper message: median ${median(times).toFixed(3)} ms, max ${Math.max(...times).toFixed(3)} ms over ${ROUNDS} rounds; the first round (cold) ${(firstMs / n).toFixed(2)} ms a message`,
  );
  if (wrong.length > 0) console.log(`\nread wrong:\n${wrong.map((w) => `- ${w}`).join('\n')}`);
}

await main();
