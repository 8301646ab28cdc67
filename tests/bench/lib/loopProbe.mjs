// Loaded into a benchmark's server process (`node --import …/loopProbe.mjs dist-server/main.js`):
// the longest the event loop was held, from the process's first line on, written to stderr
// as `LOOP {"maxMs":…,"p99Ms":…}` when the process is sent SIGUSR2. Plain JavaScript, no loader.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import process from 'node:process';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.stderr.write(`LOOP ${JSON.stringify({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)) })}\n`);
  histogram.reset();
});
