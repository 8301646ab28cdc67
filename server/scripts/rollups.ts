import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { exitOnError } from '../exitOnError';
import { rebuildRollups, rollupDifferences } from '../domains/reports/rollupCheck';

/**
 * `npm run rollups:check`: proves on the configured database (DATA_DIR or
 * DATABASE_URL) that the dashboard's and reports' daily rollups equal the same
 * figures computed from the orders, returns, payments and stock ledger; exits 1
 * and lists the differences when they do not. `npm run rollups:rebuild`
 * (`--rebuild`) refills them from the base tables first, then checks.
 */
async function main() {
  const rebuild = process.argv.includes('--rebuild');
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    if (rebuild) {
      const started = Date.now();
      await rebuildRollups(database.db);
      console.log(`rollups:rebuild: refilled from the base tables in ${Date.now() - started} ms`);
    }
    const wrong = await rollupDifferences(database.db);
    if (wrong.length === 0) {
      console.log('rollups:check: every rollup row equals the figures of the base tables');
    } else {
      for (const w of wrong) console.log(`${w.table} (${w.side === 'rollup' ? 'rollup has' : 'base tables say'}): ${JSON.stringify(w.row)}`);
      console.log(`rollups:check: ${wrong.length} rows differ (npm run rollups:rebuild refills them)`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => exitOnError(err, 'Stop the server first when it has the embedded database open.'));
