import fp from 'fastify-plugin';
import { foldRollups } from './rollupCheck';

/**
 * How often pending rollup rows are folded: a reader sums at most about this much selling beyond the folded
 * rows. Every second, the folds cost the tills 8 % of their orders/s at 200 orders/s (bench:reports, POS part);
 * every five, nothing measurable.
 */
const EVERY_MS = 5000;

/**
 * Folds the rollups' pending rows (server/domains/reports/tables/rollups.ts) every five
 * seconds while the API runs. The figures do not wait on it (the readers' views add
 * the pending rows); it keeps the pending tables short and moves the month
 * and product rollups along. Several API processes may run it: the database
 * lets one fold at a time (rollups_fold's advisory lock) and the others skip.
 */
export const rollupFolder = fp<{ everyMs?: number }>(async (app, opts) => {
  let running: Promise<void> | undefined;
  const fold = () => {
    if (running) return;
    running = foldRollups(app.db.db)
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, 'folding the rollups failed; the next fold retries'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(fold, opts.everyMs ?? EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
