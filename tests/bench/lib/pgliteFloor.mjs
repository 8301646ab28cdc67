// The memory floor of the embedded database (serverFootprint.bench.ts): a bare node process that
// opens the server's PGlite data folder with the server's options (PGLITE_OPTIONS, JSON) and does
// nothing else. Prints `READY` once open; stays until killed.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import process from 'node:process';
import { setInterval } from 'node:timers';

const options = JSON.parse(process.env.PGLITE_OPTIONS ?? '{}');
const db = await PGlite.create(process.argv[2], { extensions: { pg_trgm }, ...options });
// What the server's first request does to the database: one query that reads a table.
await db.query('select count(*) from orders');
process.stdout.write('READY\n');
setInterval(() => undefined, 60_000);
