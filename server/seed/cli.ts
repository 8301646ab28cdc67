import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { exitOnError } from '../exitOnError';
import { openDatabase, type Database } from '../db/client';
import { addOrders } from './bulkOrders';
import { addProducts } from './bulkProducts';
import { seedDemoIfEmpty } from './demo';
import { FAMILY_NAMES, GIVEN_NAMES } from './names';

/**
 * Fill the store for benchmarks: `npm run seed -- --customers 100000`,
 * `npm run seed -- --products 100000 [--variants 4]`,
 * `npm run seed -- --orders 1000000` (server/seed/bulkOrders.ts).
 * Rows are made inside the database (generate_series), which is many times
 * faster than sending them from JavaScript (STACK trap 8).
 */
export async function addCustomers(database: Database, total: number): Promise<number> {
  const list = (names: string[]) => sql.raw(`array[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`);
  const before = await database.raw('select count(*)::int as n from customers');
  const start = Number((before[0] as { n: number }).n);
  const batch = 20000;
  for (let from = 0; from < total; from += batch) {
    const to = Math.min(total, from + batch) - 1;
    await database.db.execute(sql`
      insert into customers (name, phone, email, is_active, created_at, updated_at, addresses)
      select
        (${list(GIVEN_NAMES)})[1 + (i * 7919) % ${GIVEN_NAMES.length}] || ' ' || (${list(FAMILY_NAMES)})[1 + (i * 104729) % ${FAMILY_NAMES.length}],
        '01' || (3 + (i % 7))::text || lpad(((i * 48271) % 100000000)::text, 8, '0'),
        case when i % 3 = 0 then null else 'customer' || i || '@example.com' end,
        i % 13 <> 0,
        now() - ((i % 730) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
        now(),
        '[]'::jsonb
      from generate_series(${start + from}::bigint, ${start + to}::bigint) as i
      on conflict (phone) do nothing`);
  }
  // Bulk loads leave the visibility map unset; without it the planner scans every row to count.
  await database.raw('vacuum analyze customers');
  const after = await database.raw('select count(*)::int as n from customers');
  return Number((after[0] as { n: number }).n) - start;
}

async function main() {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '0' },
      products: { type: 'string', default: '0' },
      variants: { type: 'string', default: '4' },
      orders: { type: 'string', default: '0' },
    },
  });
  const config = loadConfig();
  const database = await openDatabase(config);
  const demo = await seedDemoIfEmpty(database.db, undefined, { dataDir: config.dataDir });
  if (demo) console.log('demo data added:', demo);
  const wanted = Number(values.customers);
  if (!Number.isInteger(wanted) || wanted < 0) throw new Error('--customers takes a whole number');
  if (wanted > 0) {
    const t = performance.now();
    const added = await addCustomers(database, wanted);
    console.log(`${added} customers added in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const products = Number(values.products);
  const variants = Number(values.variants);
  if (!Number.isInteger(products) || products < 0) throw new Error('--products takes a whole number');
  if (!Number.isInteger(variants) || variants < 1 || variants > 48) throw new Error('--variants takes a whole number from 1 to 48');
  if (products > 0) {
    const t = performance.now();
    const added = await addProducts(database, products, variants);
    console.log(`${added} products with ${variants} variants each added in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const orders = Number(values.orders);
  if (!Number.isInteger(orders) || orders < 0) throw new Error('--orders takes a whole number');
  if (orders > 0) {
    const t = performance.now();
    const added = await addOrders(database, orders);
    console.log(`${added} orders added in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await database.close();
}

if (process.argv[1]?.endsWith('cli.ts')) {
  main().catch((err: unknown) => exitOnError(err, 'The seed writes to the store, so it runs only while no server has it open.'));
}
