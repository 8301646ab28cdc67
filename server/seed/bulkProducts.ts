import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * EAN-13 from a lateral `t` holding the twelve digits, in SQL: the same rule as
 * common/ean13.ts (prefix 2, weights 1,3,1,3…), written out so no subquery runs per row.
 */
const EAN13 = sql.raw(
  `t || ((10 - (1 * substr(t, 1, 1)::int + 3 * substr(t, 2, 1)::int + 1 * substr(t, 3, 1)::int + 3 * substr(t, 4, 1)::int + 1 * substr(t, 5, 1)::int + 3 * substr(t, 6, 1)::int + 1 * substr(t, 7, 1)::int + 3 * substr(t, 8, 1)::int + 1 * substr(t, 9, 1)::int + 3 * substr(t, 10, 1)::int + 1 * substr(t, 11, 1)::int + 3 * substr(t, 12, 1)::int) % 10) % 10)::text`,
);
/** Twelve digits from the shop's sequence; mentioning the row keeps it per row (an uncorrelated lateral runs once). */
const twelve = (row: string) => sql.raw(`lateral (select '2' || lpad(nextval('barcode_seq')::text, 11, '0') as t where (${row}) is not null) code`);

/**
 * Add `total` variable products, each with `variants` variants (sizes ×
 * colours), for benchmarks: `npm run seed -- --products 100000`. Rows are made
 * inside the database (generate_series, STACK trap 8); barcodes come from the
 * store's sequence, the triggers register them, and each product's search
 * text and stock are written as the API would write them.
 */
export async function addProducts(database: Database, total: number, variants = 4): Promise<number> {
  const before = Number(((await database.raw('select count(*)::int as n from products')) as { n: number }[])[0].n);
  const cats = (await database.raw('select id from categories where parent_category is not null order by name')) as { id: string }[];
  if (cats.length === 0) throw new Error('add the demo categories first (an empty database gets them on the first seed)');
  const catArray = sql.raw(`array[${cats.map((c) => `'${c.id}'::uuid`).join(',')}]`);
  const sizes = sql.raw(`array['S','M','L','XL','XXL','3XL']`);
  const colours = sql.raw(`array['Black','White','Navy','Maroon','Olive','Mustard','Sky Blue','Grey']`);
  const words = sql.raw(`array['Cotton','Silk','Linen','Khadi','Denim','Jamdani','Katan','Lawn','Georgette','Slub']`);
  const kinds = sql.raw(`array['Panjabi','Shirt','T-Shirt','Saree','Kurti','Jeans','Three-Piece','Frock','Polo','Tunic']`);
  const batch = 10000;
  for (let from = 0; from < total; from += batch) {
    const lo = before + from;
    const hi = before + Math.min(total, from + batch) - 1;
    await database.db.execute(sql`
      insert into products (name, slug, status, type, category_id, price, cost, vat, sku, barcode, stock, is_active, is_featured, colors, sizes, created_at, updated_at)
      select
        (${words})[1 + (i * 7) % 10] || ' ' || (${kinds})[1 + (i * 13) % 10] || ' ' || i,
        'bench-product-' || i,
        (array['published','published','published','draft','archived'])[1 + i % 5],
        'variable',
        (${catArray})[1 + (i * 31) % ${cats.length}],
        (300 + (i * 37) % 9700)::numeric,
        (200 + (i * 37) % 6000)::numeric,
        (array[0, 5, 7.5, 10, 15])[1 + i % 5],
        'BENCH-' || i,
        ${EAN13},
        0, i % 11 <> 0, i % 17 = 0, '[]'::jsonb, '[]'::jsonb,
        now() - ((i % 900) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
        now()
      from generate_series(${lo}::bigint, ${hi}::bigint) as i, ${twelve('i')}`);
    await database.db.execute(sql`
      insert into product_variants (product_id, position, name, price, cost, stock, sku, barcode, attributes)
      select p.id, v - 1,
        (${sizes})[1 + (v - 1) % 6] || '-' || (${colours})[1 + (v - 1) / 6 % 8],
        p.price, p.cost, (p.n * 7 + v * 3) % 30,
        p.sku || '-' || v,
        ${EAN13},
        jsonb_build_array(jsonb_build_object('label', 'size', 'value', (${sizes})[1 + (v - 1) % 6]), jsonb_build_object('label', 'color', 'value', (${colours})[1 + (v - 1) / 6 % 8]))
      from (select id, price, cost, sku, substr(slug, 15)::bigint as n from products where slug like 'bench-product-%' and substr(slug, 15)::bigint between ${lo} and ${hi}) p,
        generate_series(1, ${variants}) v, ${twelve('p.n * 100 + v')}`);
    await database.db.execute(sql`
      update products p set
        stock = s.stock,
        search_text = lower(concat_ws(' ', p.name, p.sku, p.barcode, s.codes))
      from (
        select v.product_id, sum(v.stock)::int as stock, string_agg(concat_ws(' ', v.sku, v.barcode), ' ') as codes
        from product_variants v join products b on b.id = v.product_id
        where b.slug like 'bench-product-%' and substr(b.slug, 15)::bigint between ${lo} and ${hi}
        group by v.product_id) s
      where s.product_id = p.id`);
  }
  await database.raw('vacuum analyze products');
  await database.raw('vacuum analyze product_variants');
  const after = Number(((await database.raw('select count(*)::int as n from products')) as { n: number }[])[0].n);
  return after - before;
}
