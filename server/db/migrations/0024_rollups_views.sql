DROP TABLE "rollup_customer_days" CASCADE;--> statement-breakpoint
DROP TABLE "rollup_customer_months" CASCADE;--> statement-breakpoint
DROP TABLE "rollup_item_days" CASCADE;--> statement-breakpoint
DROP TABLE "rollup_order_days" CASCADE;--> statement-breakpoint
DROP TABLE "rollup_payment_days" CASCADE;--> statement-breakpoint
DROP TABLE "rollup_stock_days" CASCADE;--> statement-breakpoint-- ═══ Custom SQL of issue 23, rollups_views (keep as one block at the end when regenerating) ═══
-- The rollups' writers append, the fold folds (server/db/tables/rollups.ts): the old tables are gone, views of
-- their names read folded plus pending rows, so every reader and the *_expected views keep their names.
CREATE VIEW rollup_order_days AS
  SELECT day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost, returned_units, returns_goods, returns_discount, returns_vat, returns_cost FROM rollup_order_days_folded
  UNION ALL SELECT day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost, returned_units, returns_goods, returns_discount, returns_vat, returns_cost FROM rollup_order_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_item_days AS
  SELECT day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_folded
  UNION ALL SELECT day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_payment_days AS
  SELECT day, location_id, method, payments, refunds FROM rollup_payment_days_folded
  UNION ALL SELECT day, location_id, method, payments, refunds FROM rollup_payment_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_stock_days AS
  SELECT day, location_id, kind, qty, value FROM rollup_stock_days_folded
  UNION ALL SELECT day, location_id, kind, qty, value FROM rollup_stock_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_customer_days AS
  SELECT day, location_id, who, orders, net, back, cost, returned_orders FROM rollup_customer_days_folded
  UNION ALL SELECT day, location_id, who, orders, net, back, cost, returned_orders FROM rollup_customer_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_item_months AS
  SELECT month, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_months_folded
  UNION ALL SELECT date_trunc('month', day::timestamp)::date, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_product_days AS
  SELECT day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_product_days_folded
  UNION ALL SELECT day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_customer_months AS
  SELECT month, location_id, who, orders, net, back, cost, returned_orders FROM rollup_customer_months_folded
  UNION ALL SELECT date_trunc('month', day::timestamp)::date, location_id, who, orders, net, back, cost, returned_orders FROM rollup_customer_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_item_months_expected AS
SELECT date_trunc('month', day::timestamp)::date AS month, location_id, item_id, product_id, variant_id, sum(units)::int AS units, sum(sales)::bigint AS sales, sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods, sum(returns_cost)::bigint AS returns_cost
FROM rollup_item_days_expected GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE VIEW rollup_product_days_expected AS
SELECT day, location_id, product_id, sum(units)::int AS units, sum(sales)::bigint AS sales, sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods, sum(returns_cost)::bigint AS returns_cost
FROM rollup_item_days_expected GROUP BY 1, 2, 3;
--> statement-breakpoint
-- What an order, a line, a return adds, appended to the pending rows (a cancel, a change, a delete: rollup_order_apply of 0021).
CREATE OR REPLACE FUNCTION rollup_order_add(d date, loc uuid, pm text, o integer, st bigint, disc bigint, v bigint, sh bigint, rd bigint, tot bigint,
  u integer, c bigint, ru integer, rg bigint, rdisc bigint, rv bigint, rc bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_order_days_pending (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost,
    returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
  VALUES (d, loc, pm, o, st, disc, v, sh, rd, tot, u, c, ru, rg, rdisc, rv, rc)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollup_item_add(d date, loc uuid, pm text, prod uuid, var uuid, u integer, s bigint, c bigint, ru integer, rg bigint, rc bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_item_days_pending (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost)
  VALUES (d, loc, coalesce(var, prod), prod, var, pm, u, s, c, ru, rg, rc)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollup_customer_add(d date, loc uuid, w text, o integer, n bigint, b bigint, c bigint, ro integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_customer_days_pending (day, location_id, who, orders, net, back, cost, returned_orders)
  SELECT d, loc, w, o, n, b, c, ro WHERE w IS NOT NULL
$$;
--> statement-breakpoint
-- The orders a statement inserted: their own figures (their lines add themselves, below).
CREATE OR REPLACE FUNCTION orders_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH o AS (
    SELECT shop_day(created_at) AS day, location_id, payment_method, coalesce(customer_phone, customer_id::text) AS who, to_poisha(sub_total) AS sub_total,
      to_poisha(discount) AS discount, to_poisha(vat) AS vat, to_poisha(shipping) AS shipping, to_poisha(rounding) AS rounding, to_poisha(total) AS total
    FROM new_orders WHERE status <> 'cancelled'),
  sales AS (
    INSERT INTO rollup_order_days_pending (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total)
    SELECT day, location_id, payment_method, count(*), sum(sub_total), sum(discount), sum(vat), sum(shipping), sum(rounding), sum(total)
    FROM o GROUP BY day, location_id, payment_method)
  INSERT INTO rollup_customer_days_pending (day, location_id, who, orders, net)
  SELECT day, location_id, who, count(*), sum(sub_total - discount) FROM o WHERE who IS NOT NULL GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sale lines a statement inserted, on their orders' day (whatever wrote them: the till, an order written in the same statement, the bulk seed).
CREATE OR REPLACE FUNCTION order_lines_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH l AS (
    SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, coalesce(o.customer_phone, o.customer_id::text) AS who,
      n.product_id, n.variant_id, n.qty, to_poisha(n.total_price) AS sales, n.qty * to_poisha(n.unit_cost) AS cost
    FROM new_lines n JOIN orders o ON o.id = n.order_id WHERE o.status <> 'cancelled'),
  sales AS (
    INSERT INTO rollup_order_days_pending (day, location_id, payment_method, units, cost)
    SELECT day, location_id, payment_method, sum(qty), sum(cost) FROM l GROUP BY day, location_id, payment_method),
  items AS (
    INSERT INTO rollup_item_days_pending (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost)
    SELECT day, location_id, coalesce(variant_id, product_id), product_id, variant_id, payment_method, sum(qty), sum(sales), sum(cost)
    FROM l GROUP BY day, location_id, payment_method, product_id, variant_id)
  INSERT INTO rollup_customer_days_pending (day, location_id, who, cost)
  SELECT day, location_id, who, sum(cost) FROM l WHERE who IS NOT NULL GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Returns a statement inserted: as in 0021 (the parts of these returns' orders only, on their own day; the customer's side on the order's day).
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
      unit_share(line_discount_share(o.discount, l.total_price, o.sub_total), x.cum, x.cum - x.qty, l.qty) AS discount,
      unit_share(to_poisha(l.vat), x.cum, x.cum - x.qty, l.qty) AS vat,
      x.qty * to_poisha(l.unit_cost) AS cost
    FROM x JOIN n ON n.id = x.return_id JOIN order_lines l ON l.id = x.line_id JOIN orders o ON o.id = x.order_id),
  sales AS (
    INSERT INTO rollup_order_days_pending (day, location_id, payment_method, returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
    SELECT day, location_id, payment_method, sum(qty), sum(goods), sum(discount), sum(vat), sum(cost) FROM p GROUP BY day, location_id, payment_method),
  items AS (
    INSERT INTO rollup_item_days_pending (day, location_id, item_id, product_id, variant_id, payment_method, returned_units, returns_goods, returns_cost)
    SELECT day, location_id, coalesce(variant_id, product_id), product_id, variant_id, payment_method, sum(qty), sum(goods), sum(cost)
    FROM p GROUP BY day, location_id, payment_method, product_id, variant_id),
  c AS (
    SELECT order_day AS day, location_id, who, to_poisha(refund) AS back, 0::bigint AS cost, 0 AS returned FROM n WHERE who IS NOT NULL
    UNION ALL
    SELECT order_day, location_id, who, 0, -cost, 0 FROM p WHERE who IS NOT NULL
    UNION ALL
    SELECT DISTINCT ON (n.order_id) n.order_day, n.location_id, n.who, 0, 0, 1 FROM n
    WHERE n.who IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = n.order_id AND NOT EXISTS (SELECT 1 FROM new_returns x WHERE x.id = r.id)))
  INSERT INTO rollup_customer_days_pending (day, location_id, who, back, cost, returned_orders)
  SELECT day, location_id, who, sum(back), sum(cost), sum(returned) FROM c GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_payment_days_pending (day, location_id, method, payments, refunds)
  SELECT shop_day(n.created_at), o.location_id, n.method,
    sum(CASE WHEN n.kind = 'refund' THEN 0 ELSE to_poisha(n.amount) END), sum(CASE WHEN n.kind = 'refund' THEN -to_poisha(n.amount) ELSE 0 END)
  FROM new_payments n JOIN orders o ON o.id = n.order_id GROUP BY 1, o.location_id, n.method;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_movements_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_stock_days_pending (day, location_id, kind, qty, value)
  SELECT shop_day(created_at), location_id, kind, sum(qty), sum(qty * to_poisha(unit_cost)) FROM new_movements GROUP BY 1, location_id, kind;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves the pending rows into the folded ones (and the months and products the fold derives), in one statement per
-- table, so a reader sees each row either pending or folded, never both or neither. Returns the keys it wrote.
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
  months AS (INSERT INTO rollup_customer_months_folded AS r (month, location_id, who, orders, net, back, cost, returned_orders)
    SELECT date_trunc('month', day::timestamp)::date, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (month, location_id, who) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net, back = r.back + excluded.back, cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders)
  INSERT INTO rollup_customer_days_folded AS r (day, location_id, who, orders, net, back, cost, returned_orders)
    SELECT day, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, who) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net, back = r.back + excluded.back, cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders;
  GET DIAGNOSTICS k = ROW_COUNT;
  n := n + k;
  RETURN n;
END $$;
