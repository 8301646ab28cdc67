import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { exitOnError } from '../exitOnError';
import { stockMismatches } from '../domains/inventory/ledger';

/**
 * `npm run check:stock`: proves on the configured database (DATA_DIR or
 * DATABASE_URL) that every stock figure equals the sum of its ledger
 * movements, and every variable product's stock the sum of its variants'.
 * Exits 1 and lists the differences when one does not. While a server has the
 * embedded database open, this command is refused; the server answers the
 * same check at GET /api/inventory/check-stock.
 */
async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const wrong = await stockMismatches(database.db);
    const [{ n }] = (await database.raw('select count(*)::int as n from stock_movements')) as { n: number }[];
    if (wrong.length === 0) {
      console.log(`check:stock: every stock figure matches its ledger (${n} movements)`);
    } else {
      for (const w of wrong.slice(0, 50)) {
        console.log(`${w.name}: stock ${w.stock}, ${w.what === 'ledger' ? 'ledger' : 'variants'} say ${w.expected}`);
      }
      console.log(`check:stock: ${wrong.length} stock figures differ from the ledger`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) =>
  exitOnError(
    err,
    "To check a running server's stock without stopping it, ask the server (an owner, or a role with inventory:check):\n" +
      '  curl -H "Authorization: Bearer <access token>" http://127.0.0.1:3000/api/inventory/check-stock',
  ),
);
