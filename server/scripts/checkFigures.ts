import { poisha, toTakaString } from '../../common/money';
import { formatDate } from '../../common/dates';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { exitOnError } from '../exitOnError';
import { checkFigures } from '../domains/reports/checkFigures';
import { addDays } from '../domains/reports/period';

/**
 * `npm run check:figures [-- --from YYYY-MM-DD --to YYYY-MM-DD --location <id>]`
 * (issue 33): proves on the configured database (DATA_DIR or DATABASE_URL)
 * that the figures of the dashboard and the reports agree with each other and
 * with the ledger, the payments and the damage records, for the range (the
 * last 366 days by default) and location. Prints each pair; exits 1 when any
 * differs by one poisha. While a server has the embedded database open, this
 * command is refused; the server answers the same check at
 * GET /api/reports/check-figures.
 */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const [{ tz }] = (await database.raw(`select coalesce((select time_zone from settings where id = 1), 'Asia/Dhaka') as tz`)) as { tz: string }[];
    const to = option('to') ?? formatDate(new Date(), tz);
    const from = option('from') ?? addDays(to, -365);
    const check = await checkFigures(database.db, { from, to, location: option('location'), timeZone: tz });
    const money = (v: number, unit: string) => (unit === 'units' ? String(v) : toTakaString(poisha(v)));
    for (const x of check.pairs) {
      console.log(
        `${x.ok ? 'ok  ' : 'DIFF'} ${x.name}: ${x.left} ${money(x.leftValue, x.unit)} = ${x.right} ${money(x.rightValue, x.unit)}${x.ok ? '' : ` (off by ${money(x.difference, x.unit)})`}`,
      );
    }
    console.log(
      `check:figures ${from} – ${to}${check.location ? ` at ${check.location}` : ''}: ${check.ok ? 'every figure agrees' : `${check.pairs.filter((x) => !x.ok).length} pairs differ`}`,
    );
    if (!check.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) =>
  exitOnError(
    err,
    "To check a running server's figures without stopping it, ask the server (the owner, or a role with figures:check):\n" +
      '  curl -H "Authorization: Bearer <access token>" "http://127.0.0.1:3000/api/reports/check-figures?from=YYYY-MM-DD&to=YYYY-MM-DD"',
  ),
);
