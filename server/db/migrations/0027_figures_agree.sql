ALTER TABLE "order_lines" ADD COLUMN "discount_share" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_customer_days_folded" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_customer_days_folded" ADD COLUMN "returned_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_customer_days_pending" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_customer_days_pending" ADD COLUMN "returned_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_customer_months_folded" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rollup_customer_months_folded" ADD COLUMN "returned_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- ═══ Custom SQL of issue 33, figures_agree (keep as one block at the end when regenerating) ═══
-- One definition of each figure: a line's net sale is its total less its stored share of the cart discount
-- (discount_share, the largest remainder over the lines' totals, common/pricing.ts), so the items add up to the
-- orders; a return counts everywhere at its goods' net value on its own day (the customers' figures too, so they
-- add up to net sales for any range); the customer rollups keep units and returned units (a return rate of units).
-- The latest CREATE OR REPLACE of each function wins: these replace those of 0020, 0021, 0023 and 0024.
CREATE OR REPLACE FUNCTION fill_line_discount_shares(only_orders uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH w AS (
    SELECT l.id, l.order_id, l.position, to_poisha(o.discount) AS d, to_poisha(l.total_price) AS t,
      sum(to_poisha(l.total_price)) OVER (PARTITION BY l.order_id) AS st
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.discount > 0 AND (only_orders IS NULL OR l.order_id = ANY (only_orders))),
  r AS (SELECT id, order_id, position, d, CASE WHEN st > 0 THEN floor(d::numeric * t / st)::bigint ELSE 0 END AS base,
      CASE WHEN st > 0 THEN (d::numeric * t) % st ELSE 0 END AS rem FROM w),
  k AS (SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY rem DESC, position, id) <= d - sum(base) OVER (PARTITION BY order_id)
      THEN 1 ELSE 0 END AS share FROM r)
  UPDATE order_lines l SET discount_share = k.share / 100.0 FROM k WHERE k.id = l.id AND to_poisha(l.discount_share) <> k.share
$$;
--> statement-breakpoint
SELECT fill_line_discount_shares(NULL);
--> statement-breakpoint
-- Every return of every line: its goods at line price, and the part of the line's stored discount share its units
-- carry (goods less their net value, so goods − discount is the net value on the running total).
CREATE OR REPLACE VIEW rollup_return_parts AS
SELECT x.order_id, shop_day(x.created_at) AS day, l.product_id, l.variant_id, x.qty,
  unit_share(to_poisha(l.total_price), x.cum, x.cum - x.qty, l.qty) AS goods,
  (unit_share(to_poisha(l.total_price), x.cum, x.cum - x.qty, l.qty) - unit_share(to_poisha(l.total_price) - to_poisha(l.discount_share), x.cum, x.cum - x.qty, l.qty))::bigint AS discount,
  unit_share(to_poisha(l.vat), x.cum, x.cum - x.qty, l.qty) AS vat,
  x.qty * to_poisha(l.unit_cost) AS cost, x.created_at AS at, x.return_id
FROM (SELECT r.order_id, r.created_at, r.id AS return_id, (e->>'line')::uuid AS line_id, (e->>'qty')::int AS qty,
        (sum((e->>'qty')::int) OVER (PARTITION BY r.order_id, (e->>'line')::uuid ORDER BY r.created_at, r.id))::int AS cum
      FROM order_returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) e) x
JOIN order_lines l ON l.id = x.line_id
JOIN orders o ON o.id = x.order_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollup_line_sale(d date, loc uuid, pm text, l order_lines, s integer) RETURNS void LANGUAGE sql AS $$
  SELECT rollup_order_add(d, loc, pm, 0, 0, 0, 0, 0, 0, 0, s * l.qty, s * l.qty * to_poisha(l.unit_cost), 0, 0, 0, 0, 0);
  SELECT rollup_item_add(d, loc, pm, l.product_id, l.variant_id, s * l.qty, s * (to_poisha(l.total_price) - to_poisha(l.discount_share)), s * l.qty * to_poisha(l.unit_cost), 0, 0, 0);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollup_customer_add(d date, loc uuid, w text, o integer, n bigint, b bigint, c bigint, ro integer, u integer, ru integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_customer_days_pending (day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
  SELECT d, loc, w, o, n, b, c, ro, u, ru WHERE w IS NOT NULL
$$;
--> statement-breakpoint
-- All an order adds (s = 1) or takes back (s = -1), for a cancel, a change or a delete (row triggers; `whole` as in 0020).
CREATE OR REPLACE FUNCTION rollup_order_apply(o orders, s integer, whole boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := shop_day(o.created_at);
  w text := coalesce(o.customer_phone, o.customer_id::text);
  l order_lines;
  p record;
  sold bigint := 0;
  units integer := 0;
BEGIN
  PERFORM rollup_order_add(d, o.location_id, o.payment_method, s, s * to_poisha(o.sub_total), s * to_poisha(o.discount), s * to_poisha(o.vat),
    s * to_poisha(o.shipping), s * to_poisha(o.rounding), s * to_poisha(o.total), 0, 0, 0, 0, 0, 0, 0);
  IF whole THEN
    FOR l IN SELECT * FROM order_lines WHERE order_id = o.id LOOP
      PERFORM rollup_line_sale(d, o.location_id, o.payment_method, l, s);
      sold := sold + l.qty * to_poisha(l.unit_cost);
      units := units + l.qty;
    END LOOP;
    FOR p IN SELECT * FROM rollup_return_parts WHERE order_id = o.id LOOP
      PERFORM rollup_order_add(p.day, o.location_id, o.payment_method, 0, 0, 0, 0, 0, 0, 0, 0, 0, s * p.qty, s * p.goods, s * p.discount, s * p.vat, s * p.cost);
      PERFORM rollup_item_add(p.day, o.location_id, o.payment_method, p.product_id, p.variant_id, 0, 0, 0, s * p.qty, s * (p.goods - p.discount), s * p.cost);
      PERFORM rollup_customer_add(p.day, o.location_id, w, 0, 0, s * (p.goods - p.discount), -s * p.cost, 0, 0, s * p.qty);
    END LOOP;
  END IF;
  PERFORM rollup_customer_add(d, o.location_id, w, s, s * (to_poisha(o.sub_total) - to_poisha(o.discount)), 0, s * sold,
    CASE WHEN whole AND EXISTS (SELECT 1 FROM order_returns WHERE order_id = o.id) THEN s ELSE 0 END, s * units, 0);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_lines_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH l AS (
    SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, coalesce(o.customer_phone, o.customer_id::text) AS who,
      n.product_id, n.variant_id, n.qty, to_poisha(n.total_price) - to_poisha(n.discount_share) AS sales, n.qty * to_poisha(n.unit_cost) AS cost
    FROM new_lines n JOIN orders o ON o.id = n.order_id WHERE o.status <> 'cancelled'),
  sales AS (
    INSERT INTO rollup_order_days_pending (day, location_id, payment_method, units, cost)
    SELECT day, location_id, payment_method, sum(qty), sum(cost) FROM l GROUP BY day, location_id, payment_method),
  items AS (
    INSERT INTO rollup_item_days_pending (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost)
    SELECT day, location_id, coalesce(variant_id, product_id), product_id, variant_id, payment_method, sum(qty), sum(sales), sum(cost)
    FROM l GROUP BY day, location_id, payment_method, product_id, variant_id)
  INSERT INTO rollup_customer_days_pending (day, location_id, who, cost, units)
  SELECT day, location_id, who, sum(cost), sum(qty) FROM l WHERE who IS NOT NULL GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Returns a statement inserted: their parts on their own day, for the sales, the items and the customer alike.
CREATE OR REPLACE FUNCTION order_returns_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH n AS (SELECT nr.*, o.location_id, o.payment_method, shop_day(o.created_at) AS order_day, coalesce(o.customer_phone, o.customer_id::text) AS who
    FROM new_returns nr JOIN orders o ON o.id = nr.order_id WHERE o.status <> 'cancelled'),
  x AS (SELECT r.order_id, r.created_at, r.id AS return_id, (e->>'line')::uuid AS line_id, (e->>'qty')::int AS qty,
      (sum((e->>'qty')::int) OVER (PARTITION BY r.order_id, (e->>'line')::uuid ORDER BY r.created_at, r.id))::int AS cum
    FROM order_returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) e
    WHERE r.order_id = ANY ((SELECT array_agg(order_id) FROM new_returns)::uuid[])),
  p AS (SELECT n.location_id, n.payment_method, n.order_day, n.who, shop_day(x.created_at) AS day, l.product_id, l.variant_id, x.qty,
      unit_share(to_poisha(l.total_price), x.cum, x.cum - x.qty, l.qty) AS goods,
      unit_share(to_poisha(l.total_price), x.cum, x.cum - x.qty, l.qty) - unit_share(to_poisha(l.total_price) - to_poisha(l.discount_share), x.cum, x.cum - x.qty, l.qty) AS discount,
      unit_share(to_poisha(l.vat), x.cum, x.cum - x.qty, l.qty) AS vat,
      x.qty * to_poisha(l.unit_cost) AS cost
    FROM x JOIN n ON n.id = x.return_id JOIN order_lines l ON l.id = x.line_id),
  sales AS (
    INSERT INTO rollup_order_days_pending (day, location_id, payment_method, returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
    SELECT day, location_id, payment_method, sum(qty), sum(goods), sum(discount), sum(vat), sum(cost) FROM p GROUP BY day, location_id, payment_method),
  items AS (
    INSERT INTO rollup_item_days_pending (day, location_id, item_id, product_id, variant_id, payment_method, returned_units, returns_goods, returns_cost)
    SELECT day, location_id, coalesce(variant_id, product_id), product_id, variant_id, payment_method, sum(qty), sum(goods - discount), sum(cost)
    FROM p GROUP BY day, location_id, payment_method, product_id, variant_id),
  c AS (
    SELECT day, location_id, who, goods - discount AS back, -cost AS cost, 0 AS returned, qty AS returned_units FROM p WHERE who IS NOT NULL
    UNION ALL
    SELECT DISTINCT ON (n.order_id) n.order_day, n.location_id, n.who, 0::bigint, 0::bigint, 1, 0 FROM n
    WHERE n.who IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = n.order_id AND NOT EXISTS (SELECT 1 FROM new_returns x WHERE x.id = r.id)))
  INSERT INTO rollup_customer_days_pending (day, location_id, who, back, cost, returned_orders, returned_units)
  SELECT day, location_id, who, sum(back), sum(cost), sum(returned), sum(returned_units) FROM c GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE VIEW rollup_item_days_expected AS
SELECT day, location_id, coalesce(variant_id, product_id) AS item_id, payment_method, 0::smallint AS shard, product_id, variant_id, sum(units)::int AS units,
  sum(sales)::bigint AS sales, sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods,
  sum(returns_cost)::bigint AS returns_cost
FROM (
  SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, l.product_id, l.variant_id, l.qty AS units, to_poisha(l.total_price) - to_poisha(l.discount_share) AS sales,
    l.qty * to_poisha(l.unit_cost) AS cost, 0 AS returned_units, 0::bigint AS returns_goods, 0::bigint AS returns_cost
  FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT p.day, o.location_id, o.payment_method, p.product_id, p.variant_id, 0, 0, 0, p.qty, p.goods - p.discount, p.cost
  FROM rollup_return_parts p JOIN orders o ON o.id = p.order_id WHERE o.status <> 'cancelled'
) x GROUP BY day, location_id, payment_method, product_id, variant_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW rollup_customer_days_expected AS
SELECT day, location_id, who, 0::smallint AS shard, sum(orders)::int AS orders, sum(net)::bigint AS net, sum(back)::bigint AS back, sum(cost)::bigint AS cost,
  sum(returned_orders)::int AS returned_orders, sum(units)::int AS units, sum(returned_units)::int AS returned_units
FROM (
  SELECT shop_day(o.created_at) AS day, o.location_id, coalesce(o.customer_phone, o.customer_id::text) AS who, 1 AS orders,
    to_poisha(o.sub_total) - to_poisha(o.discount) AS net, 0::bigint AS back, 0::bigint AS cost, 0 AS returned_orders, 0 AS units, 0 AS returned_units
  FROM orders o WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, l.qty * to_poisha(l.unit_cost), 0, l.qty, 0
  FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT p.day, o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, p.goods - p.discount, -p.cost, 0, 0, p.qty
  FROM rollup_return_parts p JOIN orders o ON o.id = p.order_id WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, 0, 1, 0, 0
  FROM orders o WHERE o.status <> 'cancelled' AND EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = o.id)
) x WHERE who IS NOT NULL GROUP BY day, location_id, who;
--> statement-breakpoint
CREATE OR REPLACE VIEW rollup_customer_months_expected AS
SELECT date_trunc('month', day::timestamp)::date AS month, location_id, who, 0::smallint AS shard, sum(orders)::int AS orders, sum(net)::bigint AS net,
  sum(back)::bigint AS back, sum(cost)::bigint AS cost, sum(returned_orders)::int AS returned_orders, sum(units)::int AS units, sum(returned_units)::int AS returned_units
FROM rollup_customer_days_expected GROUP BY 1, location_id, who;
--> statement-breakpoint
CREATE OR REPLACE VIEW rollup_customer_days AS
  SELECT day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_folded
  UNION ALL SELECT day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_pending;
--> statement-breakpoint
CREATE OR REPLACE VIEW rollup_customer_months AS
  SELECT month, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_months_folded
  UNION ALL SELECT date_trunc('month', day::timestamp)::date, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_pending;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollups_derive_folded() RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_item_months_folded (month, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT date_trunc('month', day::timestamp)::date, location_id, item_id, product_id, variant_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days_folded GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO rollup_product_days_folded (day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT day, location_id, product_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days_folded GROUP BY 1, 2, 3;
  INSERT INTO rollup_customer_months_folded (month, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
  SELECT date_trunc('month', day::timestamp)::date, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders), sum(units), sum(returned_units) FROM rollup_customer_days_folded GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- The fold of 0024, with the customer rows' units and returned units.
CREATE OR REPLACE FUNCTION rollups_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
  k integer;
BEGIN
  -- One fold at a time across the API processes (two folding the same keys in another order could deadlock);
  -- a fold that finds another running returns, and the next one takes what is left.
  IF NOT pg_try_advisory_xact_lock(hashtext('rollups_fold')) THEN RETURN 0; END IF;
  WITH gone AS (DELETE FROM rollup_order_days_pending RETURNING *)
  INSERT INTO rollup_order_days_folded AS r (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost, returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
    SELECT day, location_id, payment_method, sum(orders), sum(sub_total), sum(discount), sum(vat), sum(shipping), sum(rounding), sum(total), sum(units), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_discount), sum(returns_vat), sum(returns_cost) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, payment_method) DO UPDATE SET orders = r.orders + excluded.orders, sub_total = r.sub_total + excluded.sub_total, discount = r.discount + excluded.discount, vat = r.vat + excluded.vat, shipping = r.shipping + excluded.shipping, rounding = r.rounding + excluded.rounding, total = r.total + excluded.total, units = r.units + excluded.units, cost = r.cost + excluded.cost, returned_units = r.returned_units + excluded.returned_units, returns_goods = r.returns_goods + excluded.returns_goods, returns_discount = r.returns_discount + excluded.returns_discount, returns_vat = r.returns_vat + excluded.returns_vat, returns_cost = r.returns_cost + excluded.returns_cost;
  GET DIAGNOSTICS k = ROW_COUNT;
  n := n + k;
  WITH gone AS (DELETE FROM rollup_payment_days_pending RETURNING *)
  INSERT INTO rollup_payment_days_folded AS r (day, location_id, method, payments, refunds)
    SELECT day, location_id, method, sum(payments), sum(refunds) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, method) DO UPDATE SET payments = r.payments + excluded.payments, refunds = r.refunds + excluded.refunds;
  GET DIAGNOSTICS k = ROW_COUNT;
  n := n + k;
  WITH gone AS (DELETE FROM rollup_stock_days_pending RETURNING *)
  INSERT INTO rollup_stock_days_folded AS r (day, location_id, kind, qty, value)
    SELECT day, location_id, kind, sum(qty), sum(value) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, kind) DO UPDATE SET qty = r.qty + excluded.qty, value = r.value + excluded.value;
  GET DIAGNOSTICS k = ROW_COUNT;
  n := n + k;
  WITH gone AS (DELETE FROM rollup_item_days_pending RETURNING *),
  months AS (INSERT INTO rollup_item_months_folded AS r (month, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost)
    SELECT date_trunc('month', day::timestamp)::date, location_id, item_id, product_id, variant_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM gone GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (month, location_id, item_id) DO UPDATE SET units = r.units + excluded.units, sales = r.sales + excluded.sales, cost = r.cost + excluded.cost, returned_units = r.returned_units + excluded.returned_units, returns_goods = r.returns_goods + excluded.returns_goods, returns_cost = r.returns_cost + excluded.returns_cost),
  products AS (INSERT INTO rollup_product_days_folded AS r (day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost)
    SELECT day, location_id, product_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, product_id) DO UPDATE SET units = r.units + excluded.units, sales = r.sales + excluded.sales, cost = r.cost + excluded.cost, returned_units = r.returned_units + excluded.returned_units, returns_goods = r.returns_goods + excluded.returns_goods, returns_cost = r.returns_cost + excluded.returns_cost)
  INSERT INTO rollup_item_days_folded AS r (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost)
    SELECT day, location_id, item_id, product_id, variant_id, payment_method, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM gone GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, location_id, item_id, payment_method) DO UPDATE SET units = r.units + excluded.units, sales = r.sales + excluded.sales, cost = r.cost + excluded.cost, returned_units = r.returned_units + excluded.returned_units, returns_goods = r.returns_goods + excluded.returns_goods, returns_cost = r.returns_cost + excluded.returns_cost;
  GET DIAGNOSTICS k = ROW_COUNT;
  n := n + k;
  WITH gone AS (DELETE FROM rollup_customer_days_pending RETURNING *),
  months AS (INSERT INTO rollup_customer_months_folded AS r (month, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
    SELECT date_trunc('month', day::timestamp)::date, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders), sum(units), sum(returned_units) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (month, location_id, who) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net, back = r.back + excluded.back, cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders, units = r.units + excluded.units, returned_units = r.returned_units + excluded.returned_units)
  INSERT INTO rollup_customer_days_folded AS r (day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
    SELECT day, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders), sum(units), sum(returned_units) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, who) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net, back = r.back + excluded.back, cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders, units = r.units + excluded.units, returned_units = r.returned_units + excluded.returned_units;
  GET DIAGNOSTICS k = ROW_COUNT;
  n := n + k;
  RETURN n;
END $$;
--> statement-breakpoint
-- The rollups again from the base tables by the rules above (what rollups:rebuild does).
TRUNCATE rollup_order_days_folded, rollup_order_days_pending, rollup_item_days_folded, rollup_item_days_pending, rollup_payment_days_folded, rollup_payment_days_pending,
  rollup_stock_days_folded, rollup_stock_days_pending, rollup_customer_days_folded, rollup_customer_days_pending, rollup_customer_months_folded, rollup_item_months_folded,
  rollup_product_days_folded;
--> statement-breakpoint
INSERT INTO rollup_order_days_folded (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost, returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
  SELECT day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost, returned_units, returns_goods, returns_discount, returns_vat, returns_cost FROM rollup_order_days_expected;
--> statement-breakpoint
INSERT INTO rollup_item_days_folded (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_expected;
--> statement-breakpoint
INSERT INTO rollup_payment_days_folded (day, location_id, method, payments, refunds) SELECT day, location_id, method, payments, refunds FROM rollup_payment_days_expected;
--> statement-breakpoint
INSERT INTO rollup_stock_days_folded (day, location_id, kind, qty, value) SELECT day, location_id, kind, qty, value FROM rollup_stock_days_expected;
--> statement-breakpoint
INSERT INTO rollup_customer_days_folded (day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
  SELECT day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_expected;
--> statement-breakpoint
SELECT rollups_derive_folded();
