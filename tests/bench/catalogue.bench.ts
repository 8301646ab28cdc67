/**
 * `npm run bench:catalogue`: the products list on a catalogue of 100,000
 * variable products and their variants (the seed's set-based `addProducts`),
 * timed against the same SQL sent straight through the driver in the same
 * run, on the embedded database and on a PostgreSQL server; then saving a
 * product of 200 variants (20 sizes × 10 colours) with PUT and its
 * variations list.
 *
 * Budgets (issue 8): list endpoint/SQL at most 1.5 on PostgreSQL; the
 * 200-variant save under 300 ms on PostgreSQL. Nothing here asserts: it
 * prints figures (and the load average, since the machine is shared).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { combinationAttributes, combinations } from '../../common/variants';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { addProducts } from '../../server/seed/bulkProducts';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { wantedDatabase } from './lib/benchOnly';
import { request as httpRequest, time as timeRuns, timeSideBySide } from './lib/http';
import { startPostgres } from './lib/pgServer';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const SAVE_RUNS = Number(process.env.BENCH_SAVE_RUNS ?? 30);
const WARMUP = 10;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (port: number, method: string, path: string, token?: string, body?: unknown) => httpRequest(agent, port, method, path, token, body);
const time = (fn: (i: number) => Promise<unknown>, runs = RUNS, warmup = WARMUP) => timeRuns(fn, runs, warmup);

// The columns the products list reads (every readable field of the declaration) and the collections as one array.
const PRODUCT_COLUMNS = `p.id, p.name, p.status, p.short_description, p.description, p.image, p.images, p.size_chart, p.category_id, p.brand_id,
  p.slug, p.tags, p.cost, p.vat, p.price, p.old_price, p.unit_value, p.unit, p.sku, p.barcode,
  coalesce((select jsonb_agg(c.collection_id) from product_collections c where c.product_id = p.id), '[]'::jsonb),
  p.is_featured, p.is_active, p.stock, p.low_stock_alert, p.allow_stock, p.is_discount, p.discount_type, p.discount, p.type,
  p.colors, p.sizes, p.faq, p.custom_attributes, p.custom_sections, p.meta_image, p.meta_title, p.meta_description, p.meta_keywords,
  p.rating, p.rating_count, p.created_at`;
const VARIANT_COLUMNS = 'id, product_id, name, description, cost, price, stock, sku, barcode, images, attributes';
const UNDER = `p.category_id in (with recursive below(id) as (select id from categories where id in ($2) union select c.id from categories c join below on c.parent_category = below.id) select id from below)`;

interface Row {
  db: string;
  name: string;
  api: { p50: number; p95: number };
  sql?: { p50: number; p95: number };
}

async function measure(label: string, database: Database, dataDir: string): Promise<Row[]> {
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir });
  await ensureOwner(database.db, OWNER, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const token = JSON.parse((await request(port, 'POST', '/api/auth/login', undefined, OWNER)).text).accessToken as string;
  const made = async (path: string, body: unknown) => {
    const res = await request(port, 'POST', `/api/${path}`, token, body);
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as { _id: string; variations?: Record<string, unknown>[] };
  };

  // A small tree: Men (Panjabi, Shirts, T-Shirts, Jeans), Women (Saree, Kurti, Three-Piece), Kids (Frock, Polo, Tunic).
  const tree: Record<string, string[]> = {
    Men: ['Panjabi', 'Shirts', 'T-Shirts', 'Jeans'],
    Women: ['Saree', 'Kurti', 'Three-Piece'],
    Kids: ['Frock', 'Polo', 'Tunic'],
  };
  const parents: Record<string, string> = {};
  for (const [parent, children] of Object.entries(tree)) {
    parents[parent] = (await made('categories', { name: `Bench ${parent}` }))._id;
    for (const child of children) await made('categories', { name: `Bench ${parent} ${child}`, parentCategory: parents[parent] });
  }
  const seeded = performance.now();
  const added = await addProducts(database, PRODUCTS, VARIANTS);
  console.log(`[${label}] ${added} products with ${VARIANTS} variants each seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const rows: Row[] = [];
  // What any call costs beside its SQL (HTTP over loopback, routing, serialising): the floor under each ratio.
  rows.push({ db: label, name: 'baseline: GET /api/health', api: await time(() => request(port, 'GET', '/api/health')) });
  const men = parents.Men;
  const cases = [
    {
      name: 'list: search + category tree + sort by price, page of 16',
      url: `/api/products?search=cotton&category=${men}&sort=price&page=2&limit=16`,
      sql: [
        { text: `select count(*)::int from products p where p.search_text like $1 and ${UNDER}`, params: ['%cotton%', men] },
        {
          text: `select ${PRODUCT_COLUMNS} from products p where p.search_text like $1 and ${UNDER} order by p.price asc, p.id asc limit 16 offset 16`,
          params: ['%cotton%', men],
          page: true,
        },
      ],
    },
    {
      name: 'list: category tree + sort by price, page of 16',
      url: `/api/products?category=${men}&sort=-price&limit=16`,
      sql: [
        { text: `select count(*)::int from products p where true and ${UNDER} and $1::text is not null`, params: ['x', men] },
        {
          text: `select ${PRODUCT_COLUMNS} from products p where true and ${UNDER} and $1::text is not null order by p.price desc, p.id desc limit 16 offset 0`,
          params: ['x', men],
          page: true,
        },
      ],
    },
    {
      name: 'get/count: search + category tree',
      url: `/api/products/get/count?search=cotton&category=${men}`,
      sql: [{ text: `select count(*)::int from products p where p.search_text like $1 and ${UNDER}`, params: ['%cotton%', men] }],
    },
  ];
  for (const c of cases) {
    console.log(`[${label}] ${c.name}`);
    const check = await request(port, 'GET', c.url, token);
    if (check.status !== 200) throw new Error(`${c.url}: ${check.status} ${check.text}`);
    const page = JSON.parse(check.text) as { doc?: { _id: string }[] };
    const ids = (page.doc ?? []).map((d) => d._id);
    // As the endpoint runs them: the count sent first, and beside it the page then its variants.
    const variants = () =>
      database.raw(`select ${VARIANT_COLUMNS} from product_variants where product_id = any($1::uuid[]) order by product_id, position`, [`{${ids.join(',')}}`]);
    const { api, sql } = await timeSideBySide(
      () => request(port, 'GET', c.url, token),
      () =>
        Promise.all(
          c.sql.map(async (q) => {
            await database.raw(q.text, q.params);
            if ('page' in q && page.doc) await variants();
          }),
        ),
      RUNS,
      WARMUP,
    );
    rows.push({ db: label, name: c.name, api, sql });
  }

  // Saving a product of 200 variants: PUT with its whole variations list, a price and a stock changed each time.
  const sizes = Array.from({ length: 20 }, (_, i) => `S${i + 1}`);
  const colors = ['Black', 'White', 'Navy', 'Maroon', 'Olive', 'Mustard', 'Sky', 'Grey', 'Red', 'Green'];
  const variations = combinations(sizes, colors).map((c, i) => ({ name: c.name, attributes: combinationAttributes(c), price: 1500, cost: 900, stock: i % 9 }));
  const big = await made('products', {
    name: 'Bench 200 Variants',
    status: 'draft',
    category: men,
    price: 1500,
    cost: 900,
    type: 'variable',
    sizes,
    colors,
    variations,
  });
  const saved = big.variations ?? [];
  if (saved.length !== 200) throw new Error(`expected 200 variants, got ${saved.length}`);
  console.log(`[${label}] save of a product with 200 variants`);
  const save = await time(
    async (i) => {
      const list = saved.map((v, j) => (j === i % 200 ? { ...v, price: 1500 + (i % 50), stock: i % 20 } : v));
      const res = await request(port, 'PUT', `/api/products/${big._id}`, token, { variations: list });
      if (res.status !== 200) throw new Error(`PUT: ${res.status} ${res.text.slice(0, 300)}`);
    },
    SAVE_RUNS,
    3,
  );
  rows.push({ db: label, name: 'save: PUT with 200 variations', api: save });
  await app.close();
  return rows;
}

async function main() {
  const results: Row[] = [];
  const load = [loadavg()];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
    const lite = await openDatabase({ dataDir: dir });
    try {
      results.push(...(await measure('PGlite', lite, dir)));
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
    load.push(loadavg());
  }
  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-pg-'));
    const server = await openPostgres(pg.url);
    try {
      results.push(...(await measure('PostgreSQL', server, dir)));
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    load.push(loadavg());
  }

  const ms = (n: number | undefined) => (n === undefined ? '      -' : n.toFixed(2).padStart(7));
  console.log(
    `\n${PRODUCTS} products × ${VARIANTS} variants; ${RUNS} runs per list call after ${WARMUP} warm-up runs, ${SAVE_RUNS} saves; times in ms; endpoint = HTTP over loopback, SQL = the same statements through the driver, the two timed in turn`,
  );
  console.log(`load average (1, 5, 15 min) at start, after each database: ${load.map((l) => l.map((x) => x.toFixed(2)).join(' ')).join(' | ')} on 2 cores\n`);
  console.log(`${'database'.padEnd(11)} ${'call'.padEnd(58)} ${'API p50'} ${'API p95'} ${'SQL p50'} ${'SQL p95'}  ratio p50  ratio p95`);
  for (const r of results) {
    const ratio = (a: number, b: number | undefined) => (b === undefined ? '-' : (a / b).toFixed(2)).padStart(9);
    console.log(
      `${r.db.padEnd(11)} ${r.name.padEnd(58)} ${ms(r.api.p50)} ${ms(r.api.p95)} ${ms(r.sql?.p50)} ${ms(r.sql?.p95)}  ${ratio(r.api.p50, r.sql?.p50)}  ${ratio(r.api.p95, r.sql?.p95)}`,
    );
  }
  console.log('\nBudgets: list ratio <= 1.5 on PostgreSQL; the 200-variant save < 300 ms on PostgreSQL.');
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
