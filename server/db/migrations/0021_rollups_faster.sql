CREATE TABLE "rollup_customer_days" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"who" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"back" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_customer_days_day_location_id_who_shard_pk" PRIMARY KEY("day","location_id","who","shard")
);
--> statement-breakpoint
CREATE TABLE "rollup_customer_months" (
	"month" date NOT NULL,
	"location_id" uuid NOT NULL,
	"who" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"back" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_customer_months_month_location_id_who_shard_pk" PRIMARY KEY("month","location_id","who","shard")
);
--> statement-breakpoint
CREATE INDEX "orders_customer_phone_created_idx" ON "orders" USING btree ("customer_phone","created_at");--> statement-breakpoint
-- ═══ Custom SQL of issue 23, rollups_faster (keep as one block at the end when regenerating) ═══
-- 1. The rollups of what is inserted (orders, their lines, returns, payments,
--    stock movements) are kept by statement triggers with transition tables:
--    once per statement, the rows it wrote are grouped per key and each rollup
--    gets one upsert (a till's order is one statement, so one upsert per
--    table instead of one per row through nested function calls; the row
--    triggers of 0020 cost a quarter of the tills' throughput). Same rules,
--    same shards (backend pid mod 8), same names (rollupCheck.ts turns them
--    off for bulk loads). A cancel, a change of an order's keys or prices and a
--    delete are rare and stay row triggers (rollup_order_apply).
-- 2. Per-customer rollups by day and by month (rollup_customer_days/_months)
--    for Top Customers: who = the order's phone, else its customer id; guests
--    with neither are not kept. A customer's figures stay on the order's day:
--    its refunds, kept units' cost and "has a return" are its order's.
CREATE OR REPLACE FUNCTION rollup_customer_add(d date, loc uuid, w text, o integer, n bigint, b bigint, c bigint, ro integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_customer_days AS r (day, location_id, who, shard, orders, net, back, cost, returned_orders)
  SELECT d, loc, w, (pg_backend_pid() % 8)::smallint, o, n, b, c, ro WHERE w IS NOT NULL
  ON CONFLICT (day, location_id, who, shard) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net, back = r.back + excluded.back,
    cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders;
  INSERT INTO rollup_customer_months AS r (month, location_id, who, shard, orders, net, back, cost, returned_orders)
  SELECT date_trunc('month', d::timestamp)::date, loc, w, (pg_backend_pid() % 8)::smallint, o, n, b, c, ro WHERE w IS NOT NULL
  ON CONFLICT (month, location_id, who, shard) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net, back = r.back + excluded.back,
    cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders;
$$;
--> statement-breakpoint
-- All an order adds (s = 1) or takes back (s = -1), for a cancel, a change or a delete (row triggers; `whole` as in 0020).
CREATE OR REPLACE FUNCTION rollup_order_apply(o orders, s integer, whole boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := shop_day(o.created_at);
  w text := coalesce(o.customer_phone, o.customer_id::text);
  l order_lines;
  p record;
  back bigint := 0;
  kept bigint := 0;
  returned integer := 0;
BEGIN
  PERFORM rollup_order_add(d, o.location_id, o.payment_method, s, s * to_poisha(o.sub_total), s * to_poisha(o.discount), s * to_poisha(o.vat),
    s * to_poisha(o.shipping), s * to_poisha(o.rounding), s * to_poisha(o.total), 0, 0, 0, 0, 0, 0, 0);
  IF whole THEN
    FOR l IN SELECT * FROM order_lines WHERE order_id = o.id LOOP
      PERFORM rollup_line_sale(d, o.location_id, o.payment_method, l, s);
      kept := kept + l.qty * to_poisha(l.unit_cost);
    END LOOP;
    FOR p IN SELECT * FROM rollup_return_parts WHERE order_id = o.id LOOP
      PERFORM rollup_order_add(p.day, o.location_id, o.payment_method, 0, 0, 0, 0, 0, 0, 0, 0, 0, s * p.qty, s * p.goods, s * p.discount, s * p.vat, s * p.cost);
      PERFORM rollup_item_add(p.day, o.location_id, o.payment_method, p.product_id, p.variant_id, 0, 0, 0, s * p.qty, s * p.goods, s * p.cost);
      kept := kept - p.cost;
    END LOOP;
    SELECT coalesce(sum(to_poisha(refund)), 0), least(count(*), 1) INTO back, returned FROM order_returns WHERE order_id = o.id;
  END IF;
  PERFORM rollup_customer_add(d, o.location_id, w, s, s * (to_poisha(o.sub_total) - to_poisha(o.discount)), s * back, s * kept, s * returned);
END $$;
--> statement-breakpoint
DROP TRIGGER orders_rollup_insert ON orders;
--> statement-breakpoint
DROP TRIGGER orders_rollup_change ON orders;
--> statement-breakpoint
DROP TRIGGER order_lines_rollup_insert ON order_lines;
--> statement-breakpoint
DROP TRIGGER order_returns_rollup ON order_returns;
--> statement-breakpoint
DROP TRIGGER payments_rollup ON payments;
--> statement-breakpoint
DROP TRIGGER stock_movements_rollup ON stock_movements;
--> statement-breakpoint
DROP FUNCTION order_lines_rollup();
--> statement-breakpoint
DROP FUNCTION order_returns_rollup();
--> statement-breakpoint
DROP FUNCTION payments_rollup();
--> statement-breakpoint
DROP FUNCTION stock_movements_rollup();
--> statement-breakpoint
-- A cancel, or a change of what keys or prices an order (now its customer too): take back the old, add the new.
CREATE TRIGGER orders_rollup_change AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled') OR OLD.payment_method IS DISTINCT FROM NEW.payment_method
    OR OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.sub_total IS DISTINCT FROM NEW.sub_total
    OR OLD.discount IS DISTINCT FROM NEW.discount OR OLD.vat IS DISTINCT FROM NEW.vat OR OLD.shipping IS DISTINCT FROM NEW.shipping
    OR OLD.rounding IS DISTINCT FROM NEW.rounding OR OLD.total IS DISTINCT FROM NEW.total
    OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION orders_rollup();
--> statement-breakpoint
-- The orders a statement inserted: their own figures (their lines add themselves, below).
CREATE OR REPLACE FUNCTION orders_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH o AS (
    SELECT shop_day(created_at) AS day, location_id, payment_method, coalesce(customer_phone, customer_id::text) AS who, to_poisha(sub_total) AS sub_total,
      to_poisha(discount) AS discount, to_poisha(vat) AS vat, to_poisha(shipping) AS shipping, to_poisha(rounding) AS rounding, to_poisha(total) AS total
    FROM new_orders WHERE status <> 'cancelled'),
  sales AS (
    INSERT INTO rollup_order_days AS r (day, location_id, payment_method, shard, orders, sub_total, discount, vat, shipping, rounding, total)
    SELECT day, location_id, payment_method, (pg_backend_pid() % 8)::smallint, count(*), sum(sub_total), sum(discount), sum(vat), sum(shipping), sum(rounding), sum(total)
    FROM o GROUP BY day, location_id, payment_method
    ON CONFLICT (day, location_id, payment_method, shard) DO UPDATE SET orders = r.orders + excluded.orders, sub_total = r.sub_total + excluded.sub_total,
      discount = r.discount + excluded.discount, vat = r.vat + excluded.vat, shipping = r.shipping + excluded.shipping, rounding = r.rounding + excluded.rounding,
      total = r.total + excluded.total),
  cust_days AS (
    INSERT INTO rollup_customer_days AS r (day, location_id, who, shard, orders, net)
    SELECT day, location_id, who, (pg_backend_pid() % 8)::smallint, count(*), sum(sub_total - discount) FROM o WHERE who IS NOT NULL GROUP BY day, location_id, who
    ON CONFLICT (day, location_id, who, shard) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net)
  INSERT INTO rollup_customer_months AS r (month, location_id, who, shard, orders, net)
  SELECT date_trunc('month', day::timestamp)::date, location_id, who, (pg_backend_pid() % 8)::smallint, count(*), sum(sub_total - discount)
  FROM o WHERE who IS NOT NULL GROUP BY 1, location_id, who
  ON CONFLICT (month, location_id, who, shard) DO UPDATE SET orders = r.orders + excluded.orders, net = r.net + excluded.net;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup_added();
--> statement-breakpoint
-- Sale lines a statement inserted, on their orders' day (whatever wrote them: the till, an order written in the same statement, the bulk seed).
CREATE OR REPLACE FUNCTION order_lines_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH l AS (
    SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, coalesce(o.customer_phone, o.customer_id::text) AS who,
      n.product_id, n.variant_id, n.qty, to_poisha(n.total_price) AS sales, n.qty * to_poisha(n.unit_cost) AS cost
    FROM new_lines n JOIN orders o ON o.id = n.order_id WHERE o.status <> 'cancelled'),
  sales AS (
    INSERT INTO rollup_order_days AS r (day, location_id, payment_method, shard, units, cost)
    SELECT day, location_id, payment_method, (pg_backend_pid() % 8)::smallint, sum(qty), sum(cost) FROM l GROUP BY day, location_id, payment_method
    ON CONFLICT (day, location_id, payment_method, shard) DO UPDATE SET units = r.units + excluded.units, cost = r.cost + excluded.cost),
  items AS (
    INSERT INTO rollup_item_days AS r (day, location_id, item_id, payment_method, shard, product_id, variant_id, units, sales, cost)
    SELECT day, location_id, coalesce(variant_id, product_id), payment_method, (pg_backend_pid() % 8)::smallint, product_id, variant_id, sum(qty), sum(sales), sum(cost)
    FROM l GROUP BY day, location_id, payment_method, product_id, variant_id
    ON CONFLICT (day, location_id, item_id, payment_method, shard) DO UPDATE SET units = r.units + excluded.units, sales = r.sales + excluded.sales, cost = r.cost + excluded.cost),
  cust_days AS (
    INSERT INTO rollup_customer_days AS r (day, location_id, who, shard, cost)
    SELECT day, location_id, who, (pg_backend_pid() % 8)::smallint, sum(cost) FROM l WHERE who IS NOT NULL GROUP BY day, location_id, who
    ON CONFLICT (day, location_id, who, shard) DO UPDATE SET cost = r.cost + excluded.cost)
  INSERT INTO rollup_customer_months AS r (month, location_id, who, shard, cost)
  SELECT date_trunc('month', day::timestamp)::date, location_id, who, (pg_backend_pid() % 8)::smallint, sum(cost) FROM l WHERE who IS NOT NULL GROUP BY 1, location_id, who
  ON CONFLICT (month, location_id, who, shard) DO UPDATE SET cost = r.cost + excluded.cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_rollup_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_lines_rollup_added();
--> statement-breakpoint
-- Returns a statement inserted: their parts on their own day, and on the order's day for its customer. The
-- parts are rollup_return_parts' (the view the rebuild reads) written out for the orders of these returns
-- only: through the view the planner reads every return's window before it joins.
-- Returns are written in time order; one written with an earlier date than a later one already there shifts
-- the later one's rounding: rollups:rebuild fixes it.
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
    INSERT INTO rollup_order_days AS r (day, location_id, payment_method, shard, returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
    SELECT day, location_id, payment_method, (pg_backend_pid() % 8)::smallint, sum(qty), sum(goods), sum(discount), sum(vat), sum(cost) FROM p GROUP BY day, location_id, payment_method
    ON CONFLICT (day, location_id, payment_method, shard) DO UPDATE SET returned_units = r.returned_units + excluded.returned_units,
      returns_goods = r.returns_goods + excluded.returns_goods, returns_discount = r.returns_discount + excluded.returns_discount,
      returns_vat = r.returns_vat + excluded.returns_vat, returns_cost = r.returns_cost + excluded.returns_cost),
  items AS (
    INSERT INTO rollup_item_days AS r (day, location_id, item_id, payment_method, shard, product_id, variant_id, returned_units, returns_goods, returns_cost)
    SELECT day, location_id, coalesce(variant_id, product_id), payment_method, (pg_backend_pid() % 8)::smallint, product_id, variant_id, sum(qty), sum(goods), sum(cost)
    FROM p GROUP BY day, location_id, payment_method, product_id, variant_id
    ON CONFLICT (day, location_id, item_id, payment_method, shard) DO UPDATE SET returned_units = r.returned_units + excluded.returned_units,
      returns_goods = r.returns_goods + excluded.returns_goods, returns_cost = r.returns_cost + excluded.returns_cost),
  -- The customer's side: each return's refund and the cost of its units off the order's day; an order's first return marks it returned.
  c AS (
    SELECT order_day AS day, location_id, who, to_poisha(refund) AS back, 0::bigint AS cost, 0 AS returned FROM n WHERE who IS NOT NULL
    UNION ALL
    SELECT order_day, location_id, who, 0, -cost, 0 FROM p WHERE who IS NOT NULL
    UNION ALL
    SELECT DISTINCT ON (n.order_id) n.order_day, n.location_id, n.who, 0, 0, 1 FROM n
    WHERE n.who IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = n.order_id AND NOT EXISTS (SELECT 1 FROM new_returns x WHERE x.id = r.id))),
  cust_days AS (
    INSERT INTO rollup_customer_days AS r (day, location_id, who, shard, back, cost, returned_orders)
    SELECT day, location_id, who, (pg_backend_pid() % 8)::smallint, sum(back), sum(cost), sum(returned) FROM c GROUP BY day, location_id, who
    ON CONFLICT (day, location_id, who, shard) DO UPDATE SET back = r.back + excluded.back, cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders)
  INSERT INTO rollup_customer_months AS r (month, location_id, who, shard, back, cost, returned_orders)
  SELECT date_trunc('month', day::timestamp)::date, location_id, who, (pg_backend_pid() % 8)::smallint, sum(back), sum(cost), sum(returned) FROM c GROUP BY 1, location_id, who
  ON CONFLICT (month, location_id, who, shard) DO UPDATE SET back = r.back + excluded.back, cost = r.cost + excluded.cost, returned_orders = r.returned_orders + excluded.returned_orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_returns_rollup AFTER INSERT ON order_returns REFERENCING NEW TABLE AS new_returns FOR EACH STATEMENT EXECUTE FUNCTION order_returns_rollup_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_payment_days AS r (day, location_id, method, shard, payments, refunds)
  SELECT shop_day(n.created_at), o.location_id, n.method, (pg_backend_pid() % 8)::smallint,
    sum(CASE WHEN n.kind = 'refund' THEN 0 ELSE to_poisha(n.amount) END), sum(CASE WHEN n.kind = 'refund' THEN -to_poisha(n.amount) ELSE 0 END)
  FROM new_payments n JOIN orders o ON o.id = n.order_id GROUP BY 1, o.location_id, n.method
  ON CONFLICT (day, location_id, method, shard) DO UPDATE SET payments = r.payments + excluded.payments, refunds = r.refunds + excluded.refunds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_rollup AFTER INSERT ON payments REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_movements_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_stock_days AS r (day, location_id, kind, shard, qty, value)
  SELECT shop_day(created_at), location_id, kind, (pg_backend_pid() % 8)::smallint, sum(qty), sum(qty * to_poisha(unit_cost))
  FROM new_movements GROUP BY 1, location_id, kind
  ON CONFLICT (day, location_id, kind, shard) DO UPDATE SET qty = r.qty + excluded.qty, value = r.value + excluded.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_rollup AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_movements FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_rollup_added();
--> statement-breakpoint
-- The customer figures from the base tables (the rebuild, the check, this migration's fill).
CREATE OR REPLACE VIEW rollup_customer_days_expected AS
SELECT day, location_id, who, 0::smallint AS shard, sum(orders)::int AS orders, sum(net)::bigint AS net, sum(back)::bigint AS back, sum(cost)::bigint AS cost,
  sum(returned_orders)::int AS returned_orders
FROM (
  SELECT shop_day(o.created_at) AS day, o.location_id, coalesce(o.customer_phone, o.customer_id::text) AS who, 1 AS orders,
    to_poisha(o.sub_total) - to_poisha(o.discount) AS net, 0::bigint AS back, 0::bigint AS cost, 0 AS returned_orders
  FROM orders o WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, l.qty * to_poisha(l.unit_cost), 0
  FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, to_poisha(r.refund), 0, 0
  FROM order_returns r JOIN orders o ON o.id = r.order_id WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, -p.cost, 0
  FROM rollup_return_parts p JOIN orders o ON o.id = p.order_id WHERE o.status <> 'cancelled'
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, 0, 1
  FROM orders o WHERE o.status <> 'cancelled' AND EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = o.id)
) x WHERE who IS NOT NULL GROUP BY day, location_id, who;
--> statement-breakpoint
CREATE OR REPLACE VIEW rollup_customer_months_expected AS
SELECT date_trunc('month', day::timestamp)::date AS month, location_id, who, 0::smallint AS shard, sum(orders)::int AS orders, sum(net)::bigint AS net,
  sum(back)::bigint AS back, sum(cost)::bigint AS cost, sum(returned_orders)::int AS returned_orders
FROM rollup_customer_days_expected GROUP BY 1, location_id, who;
--> statement-breakpoint
INSERT INTO rollup_customer_days SELECT * FROM rollup_customer_days_expected;
--> statement-breakpoint
INSERT INTO rollup_customer_months SELECT * FROM rollup_customer_months_expected;
