-- The rules of the reports: every SQL function, view and trigger behind the figures of the dashboard and the
-- reports, as they stand now, in one file (issue 35). It is applied at start-up after the migrations, in one
-- transaction, whenever its text changed (server/db/sqlRules.ts), and then ends by rebuilding the rollups from
-- the base tables, so a changed rule never leaves figures kept by the old one. The migrations keep the tables
-- and the data moves; what they once defined here is history.
--
-- What each figure means is in the README ("Rules every figure keeps"); in short, as written below:
-- - a sale counts (sale_counts) unless its order is cancelled or held for a manager's approval (issue 34:
--   an offline sale at a price its till could not have known waits on Price Differences);
-- - a sale counts on its order's day (the shop's time zone) at its till's location, paid or not;
-- - a line's net sale is its total less its stored share of the cart discount (order_lines.discount_share,
--   the largest remainder over the lines' totals, common/money.ts), so the items add up to the orders;
-- - a return counts on its own day, at the location where it was taken (issue 34: the stock and the refund
--   are there), at its goods' net value on the running total of the line's returned units;
-- - a payment or a refund counts on its own day at its own location (payments.location_id), by its method;
-- - sales by payment method count on the order's day at its location: the order's total under the method it was
--   placed with, moved to the method of each payment taken by another one, less each refund under its own method
--   (order_method_moves); an order counts under the method it was placed with and each other one it was paid by.
--
-- The rollups are daily sums kept by triggers in the statement that writes the base row. The triggers only
-- append to rollup_*_pending tables (no key to look up, no row lock held to the sale's commit); every five
-- seconds rollups_fold() moves the pending rows into one folded row per key (server/domains/reports/
-- rollupFold.ts). Readers read the views named after the rollups: folded plus pending rows. The *_expected
-- views compute the same from the base tables: `npm run rollups:check` compares, rollups_rebuild() refills.

CREATE OR REPLACE FUNCTION shop_day(ts timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (ts AT TIME ZONE coalesce((SELECT time_zone FROM settings WHERE id = 1), 'Asia/Dhaka'))::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION to_poisha(x numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT round(coalesce(x, 0) * 100)::bigint $$;
--> statement-breakpoint
-- Whether an order's sale counts in any figure: the one rule, read by the triggers, the views and the
-- report queries alike (COUNTED_SALE in server/domains/reports/figures.ts).
CREATE OR REPLACE FUNCTION sale_counts(status text, approval text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status <> 'cancelled' AND approval IS DISTINCT FROM 'pending'
$$;
--> statement-breakpoint
-- The part of `amount` poisha that units old+1..new of a line of n units carry, on the running total as
-- common/returns.ts does (returning in parts adds up to returning at once).
CREATE OR REPLACE FUNCTION unit_share(amount bigint, new_cum integer, old_cum integer, n integer) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (round(amount::numeric * new_cum / n) - round(amount::numeric * old_cum / n))::bigint
$$;
--> statement-breakpoint
-- Superseded by the stored discount_share (issue 33).
DROP FUNCTION IF EXISTS line_discount_share(numeric, numeric, numeric);
--> statement-breakpoint
-- Each line's share of its order's cart discount, by the largest remainder over the lines' totals, as
-- common/money.ts allocateByLargestRemainder does (placeOrder stores it; the benchmark seed calls this for the
-- orders it wrote, which the order_lines index finds: an `only_orders IS NULL OR …` in one query scanned every
-- line of the store for each batch of 50,000 orders).
CREATE OR REPLACE FUNCTION fill_line_discount_shares(only_orders uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH l AS (
    SELECT l.* FROM order_lines l WHERE only_orders IS NOT NULL AND l.order_id = ANY (only_orders)
    UNION ALL
    SELECT l.* FROM order_lines l WHERE only_orders IS NULL),
  w AS (
    SELECT l.id, l.order_id, l.position, to_poisha(o.discount) AS d, to_poisha(l.total_price) AS t,
      sum(to_poisha(l.total_price)) OVER (PARTITION BY l.order_id) AS st
    FROM l JOIN orders o ON o.id = l.order_id
    WHERE o.discount > 0),
  r AS (SELECT id, order_id, position, d, CASE WHEN st > 0 THEN floor(d::numeric * t / st)::bigint ELSE 0 END AS base,
      CASE WHEN st > 0 THEN (d::numeric * t) % st ELSE 0 END AS rem FROM w),
  k AS (SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY rem DESC, position, id) <= d - sum(base) OVER (PARTITION BY order_id)
      THEN 1 ELSE 0 END AS share FROM r)
  UPDATE order_lines l SET discount_share = k.share / 100.0 FROM k WHERE k.id = l.id AND to_poisha(l.discount_share) <> k.share
$$;
--> statement-breakpoint
-- The views are made again below (their columns may change): dropped first, with those built on them.
DROP VIEW IF EXISTS rollup_return_parts, rollup_order_days, rollup_item_days, rollup_payment_days, rollup_method_days, rollup_method_days_expected, rollup_stock_days, rollup_customer_days,
  rollup_item_months, rollup_product_days, rollup_customer_months, rollup_order_days_expected, rollup_item_days_expected,
  rollup_payment_days_expected, rollup_stock_days_expected, rollup_customer_days_expected, rollup_customer_months_expected,
  rollup_item_months_expected, rollup_product_days_expected CASCADE;
--> statement-breakpoint
-- Every return of every line: where and when it was taken, its goods at line price, and the part of the line's
-- stored discount share its units carry (goods less their net value, so goods − discount is the net value).
CREATE VIEW rollup_return_parts AS
SELECT x.order_id, shop_day(x.created_at) AS day, l.product_id, l.variant_id, x.qty,
  unit_share(to_poisha(l.total_price), x.cum, x.cum - x.qty, l.qty) AS goods,
  (unit_share(to_poisha(l.total_price), x.cum, x.cum - x.qty, l.qty) - unit_share(to_poisha(l.total_price) - to_poisha(l.discount_share), x.cum, x.cum - x.qty, l.qty))::bigint AS discount,
  unit_share(to_poisha(l.vat), x.cum, x.cum - x.qty, l.qty) AS vat,
  x.qty * to_poisha(l.unit_cost) AS cost, x.created_at AS at, x.return_id,
  coalesce(x.taken_at_location_id, o.location_id) AS location_id
FROM (SELECT r.order_id, r.created_at, r.id AS return_id, r.taken_at_location_id, (e->>'line')::uuid AS line_id, (e->>'qty')::int AS qty,
        (sum((e->>'qty')::int) OVER (PARTITION BY r.order_id, (e->>'line')::uuid ORDER BY r.created_at, r.id))::int AS cum
      FROM order_returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) e) x
JOIN order_lines l ON l.id = x.line_id
JOIN orders o ON o.id = x.order_id;
--> statement-breakpoint
-- What an order, a line, a return adds, appended to the pending rows.
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
-- A customer is the order's phone, else its customer account; walk-in guests with neither are no one's.
CREATE OR REPLACE FUNCTION rollup_customer_add(d date, loc uuid, w text, o integer, n bigint, b bigint, c bigint, ro integer, u integer, ru integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_customer_days_pending (day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
  SELECT d, loc, w, o, n, b, c, ro, u, ru WHERE w IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rollup_line_sale(d date, loc uuid, pm text, l order_lines, s integer) RETURNS void LANGUAGE sql AS $$
  SELECT rollup_order_add(d, loc, pm, 0, 0, 0, 0, 0, 0, 0, s * l.qty, s * l.qty * to_poisha(l.unit_cost), 0, 0, 0, 0, 0);
  SELECT rollup_item_add(d, loc, pm, l.product_id, l.variant_id, s * l.qty, s * (to_poisha(l.total_price) - to_poisha(l.discount_share)), s * l.qty * to_poisha(l.unit_cost), 0, 0, 0);
$$;
--> statement-breakpoint
-- What an order's payments move between methods in the sales by payment method: each payment taken by a method other
-- than the order's goes from the order's method to its own (and the order counts there once), each refund comes off
-- its own method. A payment by the order's own method moves nothing.
CREATE OR REPLACE FUNCTION order_method_moves(o orders) RETURNS TABLE (method text, sales bigint, orders integer) LANGUAGE sql STABLE AS $$
  SELECT method, sum(sales)::bigint, sum(orders)::int FROM (
    SELECT p.method, to_poisha(p.amount) AS sales, 0 AS orders FROM payments p
    WHERE p.order_id = o.id AND (p.kind = 'refund' OR p.method <> o.payment_method)
    UNION ALL
    SELECT o.payment_method, -to_poisha(p.amount), 0 FROM payments p WHERE p.order_id = o.id AND p.kind <> 'refund' AND p.method <> o.payment_method
    UNION ALL
    SELECT DISTINCT p.method, 0::bigint, 1 FROM payments p WHERE p.order_id = o.id AND p.kind <> 'refund' AND p.method <> o.payment_method
  ) x GROUP BY method
$$;
--> statement-breakpoint
-- All an order adds (s = 1) or takes back (s = -1) for a change of whether it counts (a cancel, a held sale
-- approved), of its keys, prices or customer, or a delete. `whole`: its lines and returns too (an order just
-- inserted has none yet: they add themselves).
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
  INSERT INTO rollup_method_days_pending (day, location_id, method, sales, orders) VALUES (d, o.location_id, o.payment_method, s * to_poisha(o.total), s);
  IF whole THEN
    INSERT INTO rollup_method_days_pending (day, location_id, method, sales, orders)
    SELECT d, o.location_id, m.method, s * m.sales, s * m.orders FROM order_method_moves(o) m;
    FOR l IN SELECT * FROM order_lines WHERE order_id = o.id LOOP
      PERFORM rollup_line_sale(d, o.location_id, o.payment_method, l, s);
      sold := sold + l.qty * to_poisha(l.unit_cost);
      units := units + l.qty;
    END LOOP;
    FOR p IN SELECT * FROM rollup_return_parts WHERE order_id = o.id LOOP
      PERFORM rollup_order_add(p.day, p.location_id, o.payment_method, 0, 0, 0, 0, 0, 0, 0, 0, 0, s * p.qty, s * p.goods, s * p.discount, s * p.vat, s * p.cost);
      PERFORM rollup_item_add(p.day, p.location_id, o.payment_method, p.product_id, p.variant_id, 0, 0, 0, s * p.qty, s * (p.goods - p.discount), s * p.cost);
      PERFORM rollup_customer_add(p.day, p.location_id, w, 0, 0, s * (p.goods - p.discount), -s * p.cost, 0, 0, s * p.qty);
    END LOOP;
  END IF;
  PERFORM rollup_customer_add(d, o.location_id, w, s, s * (to_poisha(o.sub_total) - to_poisha(o.discount)), 0, s * sold,
    CASE WHEN whole AND EXISTS (SELECT 1 FROM order_returns WHERE order_id = o.id) THEN s ELSE 0 END, s * units, 0);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND sale_counts(OLD.status, OLD.approval) THEN PERFORM rollup_order_apply(OLD, -1, true); END IF;
  IF TG_OP = 'UPDATE' AND sale_counts(NEW.status, NEW.approval) THEN PERFORM rollup_order_apply(NEW, 1, true); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_rollup_delete ON orders;
--> statement-breakpoint
-- Before the delete, while the order's lines (deleted by the cascade) are still there.
CREATE TRIGGER orders_rollup_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_rollup_change ON orders;
--> statement-breakpoint
-- A change of whether the sale counts, or of what keys or prices an order or names its customer: take back
-- the old, add the new. Rare (a sale is written once); row by row.
CREATE TRIGGER orders_rollup_change AFTER UPDATE ON orders FOR EACH ROW
  WHEN (sale_counts(OLD.status, OLD.approval) IS DISTINCT FROM sale_counts(NEW.status, NEW.approval)
    OR OLD.payment_method IS DISTINCT FROM NEW.payment_method
    OR OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.sub_total IS DISTINCT FROM NEW.sub_total
    OR OLD.discount IS DISTINCT FROM NEW.discount OR OLD.vat IS DISTINCT FROM NEW.vat OR OLD.shipping IS DISTINCT FROM NEW.shipping
    OR OLD.rounding IS DISTINCT FROM NEW.rounding OR OLD.total IS DISTINCT FROM NEW.total
    OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION orders_rollup();
--> statement-breakpoint
-- The orders a statement inserted: their own figures (their lines add themselves, below). Statement triggers
-- with a transition table: the rows a statement wrote are grouped per key in that same statement.
CREATE OR REPLACE FUNCTION orders_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH o AS (
    SELECT shop_day(created_at) AS day, location_id, payment_method, coalesce(customer_phone, customer_id::text) AS who, to_poisha(sub_total) AS sub_total,
      to_poisha(discount) AS discount, to_poisha(vat) AS vat, to_poisha(shipping) AS shipping, to_poisha(rounding) AS rounding, to_poisha(total) AS total
    FROM new_orders WHERE sale_counts(status, approval)),
  sales AS (
    INSERT INTO rollup_order_days_pending (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total)
    SELECT day, location_id, payment_method, count(*), sum(sub_total), sum(discount), sum(vat), sum(shipping), sum(rounding), sum(total)
    FROM o GROUP BY day, location_id, payment_method),
  methods AS (
    INSERT INTO rollup_method_days_pending (day, location_id, method, sales, orders)
    SELECT day, location_id, payment_method, sum(total), count(*) FROM o GROUP BY day, location_id, payment_method)
  INSERT INTO rollup_customer_days_pending (day, location_id, who, orders, net)
  SELECT day, location_id, who, count(*), sum(sub_total - discount) FROM o WHERE who IS NOT NULL GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_rollup_insert ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_lines_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH l AS (
    SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, coalesce(o.customer_phone, o.customer_id::text) AS who,
      n.product_id, n.variant_id, n.qty, to_poisha(n.total_price) - to_poisha(n.discount_share) AS sales, n.qty * to_poisha(n.unit_cost) AS cost
    FROM new_lines n JOIN orders o ON o.id = n.order_id WHERE sale_counts(o.status, o.approval)),
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
DROP TRIGGER IF EXISTS order_lines_rollup_insert ON order_lines;
--> statement-breakpoint
CREATE TRIGGER order_lines_rollup_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_lines_rollup_added();
--> statement-breakpoint
-- Returns a statement inserted: their parts on their own day at the location where they were taken, for the
-- sales, the items and the customer alike; an order's first return marks it returned on the order's own row.
CREATE OR REPLACE FUNCTION order_returns_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH n AS (SELECT nr.*, coalesce(nr.taken_at_location_id, o.location_id) AS taken_at, o.location_id AS order_location, o.payment_method,
      shop_day(o.created_at) AS order_day, coalesce(o.customer_phone, o.customer_id::text) AS who
    FROM new_returns nr JOIN orders o ON o.id = nr.order_id WHERE sale_counts(o.status, o.approval)),
  x AS (SELECT r.order_id, r.created_at, r.id AS return_id, (e->>'line')::uuid AS line_id, (e->>'qty')::int AS qty,
      (sum((e->>'qty')::int) OVER (PARTITION BY r.order_id, (e->>'line')::uuid ORDER BY r.created_at, r.id))::int AS cum
    FROM order_returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) e
    WHERE r.order_id = ANY ((SELECT array_agg(order_id) FROM new_returns)::uuid[])),
  p AS (SELECT n.taken_at AS location_id, n.payment_method, n.who, shop_day(x.created_at) AS day, l.product_id, l.variant_id, x.qty,
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
    SELECT DISTINCT ON (n.order_id) n.order_day, n.order_location, n.who, 0::bigint, 0::bigint, 1, 0 FROM n
    WHERE n.who IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = n.order_id AND NOT EXISTS (SELECT 1 FROM new_returns x WHERE x.id = r.id)))
  INSERT INTO rollup_customer_days_pending (day, location_id, who, back, cost, returned_orders, returned_units)
  SELECT day, location_id, who, sum(back), sum(cost), sum(returned), sum(returned_units) FROM c GROUP BY day, location_id, who;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS order_returns_rollup ON order_returns;
--> statement-breakpoint
CREATE TRIGGER order_returns_rollup AFTER INSERT ON order_returns REFERENCING NEW TABLE AS new_returns FOR EACH STATEMENT EXECUTE FUNCTION order_returns_rollup_added();
--> statement-breakpoint
-- Money taken and paid back, by method, at the till where it changed hands (a held sale's cash is in the drawer all the same).
CREATE OR REPLACE FUNCTION payments_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_payment_days_pending (day, location_id, method, payments, refunds)
  SELECT shop_day(n.created_at), coalesce(n.location_id, o.location_id), n.method,
    sum(CASE WHEN n.kind = 'refund' THEN 0 ELSE to_poisha(n.amount) END), sum(CASE WHEN n.kind = 'refund' THEN -to_poisha(n.amount) ELSE 0 END)
  FROM new_payments n JOIN orders o ON o.id = n.order_id GROUP BY 1, 2, n.method;
  -- What the new payments move between methods in the sales by payment method, on the order's day (order_method_moves);
  -- an order counts once under another method, at its first payment by it.
  WITH n AS (
    SELECT n.*, o.payment_method AS placed, shop_day(o.created_at) AS order_day, o.location_id AS order_location FROM new_payments n JOIN orders o ON o.id = n.order_id
    WHERE sale_counts(o.status, o.approval) AND (n.kind = 'refund' OR n.method <> o.payment_method)),
  moves AS (
    SELECT order_day, order_location, method, to_poisha(amount) AS sales, 0 AS orders FROM n
    UNION ALL
    SELECT order_day, order_location, placed, -to_poisha(amount), 0 FROM n WHERE kind <> 'refund'
    UNION ALL
    SELECT order_day, order_location, method, 0::bigint, 1 FROM (SELECT DISTINCT order_id, order_day, order_location, method FROM n
      WHERE kind <> 'refund' AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = n.order_id AND p.method = n.method AND p.kind <> 'refund'
        AND NOT EXISTS (SELECT 1 FROM new_payments x WHERE x.id = p.id))) first_by_method)
  INSERT INTO rollup_method_days_pending (day, location_id, method, sales, orders)
  SELECT order_day, order_location, method, sum(sales), sum(orders) FROM moves GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payments_rollup ON payments;
--> statement-breakpoint
CREATE TRIGGER payments_rollup AFTER INSERT ON payments REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_movements_rollup_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_stock_days_pending (day, location_id, kind, qty, value)
  SELECT shop_day(created_at), location_id, kind, sum(qty), sum(qty * to_poisha(unit_cost)) FROM new_movements GROUP BY 1, location_id, kind;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stock_movements_rollup ON stock_movements;
--> statement-breakpoint
CREATE TRIGGER stock_movements_rollup AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_movements FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_rollup_added();
--> statement-breakpoint
-- The rollups as readers read them: the folded rows and the pending ones, each row once (the fold is one statement).
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
CREATE VIEW rollup_method_days AS
  SELECT day, location_id, method, sales, orders FROM rollup_method_days_folded
  UNION ALL SELECT day, location_id, method, sales, orders FROM rollup_method_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_stock_days AS
  SELECT day, location_id, kind, qty, value FROM rollup_stock_days_folded
  UNION ALL SELECT day, location_id, kind, qty, value FROM rollup_stock_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_customer_days AS
  SELECT day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_folded
  UNION ALL SELECT day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_pending;
--> statement-breakpoint
-- The month and product rollups have no pending rows of their own: the fold derives them from the day rows.
CREATE VIEW rollup_item_months AS
  SELECT month, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_months_folded
  UNION ALL SELECT date_trunc('month', day::timestamp)::date, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_product_days AS
  SELECT day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_product_days_folded
  UNION ALL SELECT day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_pending;
--> statement-breakpoint
CREATE VIEW rollup_customer_months AS
  SELECT month, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_months_folded
  UNION ALL SELECT date_trunc('month', day::timestamp)::date, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_pending;
--> statement-breakpoint
-- The same figures from the base tables (the rebuild and the check).
CREATE VIEW rollup_order_days_expected AS
SELECT day, location_id, payment_method, sum(orders)::int AS orders, sum(sub_total)::bigint AS sub_total, sum(discount)::bigint AS discount,
  sum(vat)::bigint AS vat, sum(shipping)::bigint AS shipping, sum(rounding)::bigint AS rounding, sum(total)::bigint AS total, sum(units)::int AS units,
  sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods,
  sum(returns_discount)::bigint AS returns_discount, sum(returns_vat)::bigint AS returns_vat, sum(returns_cost)::bigint AS returns_cost
FROM (
  SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, 1 AS orders, to_poisha(o.sub_total) AS sub_total, to_poisha(o.discount) AS discount,
    to_poisha(o.vat) AS vat, to_poisha(o.shipping) AS shipping, to_poisha(o.rounding) AS rounding, to_poisha(o.total) AS total, 0 AS units, 0::bigint AS cost,
    0 AS returned_units, 0::bigint AS returns_goods, 0::bigint AS returns_discount, 0::bigint AS returns_vat, 0::bigint AS returns_cost
  FROM orders o WHERE sale_counts(o.status, o.approval)
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, o.payment_method, 0, 0, 0, 0, 0, 0, 0, l.qty, l.qty * to_poisha(l.unit_cost), 0, 0, 0, 0, 0
  FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE sale_counts(o.status, o.approval)
  UNION ALL
  SELECT p.day, p.location_id, o.payment_method, 0, 0, 0, 0, 0, 0, 0, 0, 0, p.qty, p.goods, p.discount, p.vat, p.cost
  FROM rollup_return_parts p JOIN orders o ON o.id = p.order_id WHERE sale_counts(o.status, o.approval)
) x GROUP BY day, location_id, payment_method;
--> statement-breakpoint
CREATE VIEW rollup_item_days_expected AS
SELECT day, location_id, coalesce(variant_id, product_id) AS item_id, payment_method, product_id, variant_id, sum(units)::int AS units,
  sum(sales)::bigint AS sales, sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods,
  sum(returns_cost)::bigint AS returns_cost
FROM (
  SELECT shop_day(o.created_at) AS day, o.location_id, o.payment_method, l.product_id, l.variant_id, l.qty AS units, to_poisha(l.total_price) - to_poisha(l.discount_share) AS sales,
    l.qty * to_poisha(l.unit_cost) AS cost, 0 AS returned_units, 0::bigint AS returns_goods, 0::bigint AS returns_cost
  FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE sale_counts(o.status, o.approval)
  UNION ALL
  SELECT p.day, p.location_id, o.payment_method, p.product_id, p.variant_id, 0, 0, 0, p.qty, p.goods - p.discount, p.cost
  FROM rollup_return_parts p JOIN orders o ON o.id = p.order_id WHERE sale_counts(o.status, o.approval)
) x GROUP BY day, location_id, payment_method, product_id, variant_id;
--> statement-breakpoint
CREATE VIEW rollup_payment_days_expected AS
SELECT shop_day(p.created_at) AS day, coalesce(p.location_id, o.location_id) AS location_id, p.method,
  sum(CASE WHEN p.kind = 'refund' THEN 0 ELSE to_poisha(p.amount) END)::bigint AS payments,
  sum(CASE WHEN p.kind = 'refund' THEN -to_poisha(p.amount) ELSE 0 END)::bigint AS refunds
FROM payments p JOIN orders o ON o.id = p.order_id GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE VIEW rollup_method_days_expected AS
SELECT shop_day(o.created_at) AS day, o.location_id, x.method, sum(x.sales)::bigint AS sales, sum(x.orders)::int AS orders
FROM orders o CROSS JOIN LATERAL (
  SELECT o.payment_method AS method, to_poisha(o.total) AS sales, 1 AS orders
  UNION ALL SELECT m.method, m.sales, m.orders FROM order_method_moves(o) m) x
WHERE sale_counts(o.status, o.approval) GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE VIEW rollup_stock_days_expected AS
SELECT shop_day(m.created_at) AS day, m.location_id, m.kind, sum(m.qty)::int AS qty, sum(m.qty * to_poisha(m.unit_cost))::bigint AS value
FROM stock_movements m GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE VIEW rollup_customer_days_expected AS
SELECT day, location_id, who, sum(orders)::int AS orders, sum(net)::bigint AS net, sum(back)::bigint AS back, sum(cost)::bigint AS cost,
  sum(returned_orders)::int AS returned_orders, sum(units)::int AS units, sum(returned_units)::int AS returned_units
FROM (
  SELECT shop_day(o.created_at) AS day, o.location_id, coalesce(o.customer_phone, o.customer_id::text) AS who, 1 AS orders,
    to_poisha(o.sub_total) - to_poisha(o.discount) AS net, 0::bigint AS back, 0::bigint AS cost, 0 AS returned_orders, 0 AS units, 0 AS returned_units
  FROM orders o WHERE sale_counts(o.status, o.approval)
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, l.qty * to_poisha(l.unit_cost), 0, l.qty, 0
  FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE sale_counts(o.status, o.approval)
  UNION ALL
  SELECT p.day, p.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, p.goods - p.discount, -p.cost, 0, 0, p.qty
  FROM rollup_return_parts p JOIN orders o ON o.id = p.order_id WHERE sale_counts(o.status, o.approval)
  UNION ALL
  SELECT shop_day(o.created_at), o.location_id, coalesce(o.customer_phone, o.customer_id::text), 0, 0, 0, 0, 1, 0, 0
  FROM orders o WHERE sale_counts(o.status, o.approval) AND EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = o.id)
) x WHERE who IS NOT NULL GROUP BY day, location_id, who;
--> statement-breakpoint
CREATE VIEW rollup_customer_months_expected AS
SELECT date_trunc('month', day::timestamp)::date AS month, location_id, who, sum(orders)::int AS orders, sum(net)::bigint AS net,
  sum(back)::bigint AS back, sum(cost)::bigint AS cost, sum(returned_orders)::int AS returned_orders, sum(units)::int AS units, sum(returned_units)::int AS returned_units
FROM rollup_customer_days_expected GROUP BY 1, location_id, who;
--> statement-breakpoint
CREATE VIEW rollup_item_months_expected AS
SELECT date_trunc('month', day::timestamp)::date AS month, location_id, item_id, product_id, variant_id, sum(units)::int AS units, sum(sales)::bigint AS sales, sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods, sum(returns_cost)::bigint AS returns_cost
FROM rollup_item_days_expected GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE VIEW rollup_product_days_expected AS
SELECT day, location_id, product_id, sum(units)::int AS units, sum(sales)::bigint AS sales, sum(cost)::bigint AS cost, sum(returned_units)::int AS returned_units, sum(returns_goods)::bigint AS returns_goods, sum(returns_cost)::bigint AS returns_cost
FROM rollup_item_days_expected GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The month and product rollups from the folded day rows (a rebuild).
CREATE OR REPLACE FUNCTION rollups_derive_folded() RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_item_months_folded (month, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT date_trunc('month', day::timestamp)::date, location_id, item_id, product_id, variant_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days_folded GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO rollup_product_days_folded (day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT day, location_id, product_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days_folded GROUP BY 1, 2, 3;
  INSERT INTO rollup_customer_months_folded (month, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
  SELECT date_trunc('month', day::timestamp)::date, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders), sum(units), sum(returned_units) FROM rollup_customer_days_folded GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- Folds the pending rows into the folded ones, one statement per rollup; the keys written.
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
  WITH gone AS (DELETE FROM rollup_method_days_pending RETURNING *)
  INSERT INTO rollup_method_days_folded AS r (day, location_id, method, sales, orders)
    SELECT day, location_id, method, sum(sales), sum(orders) FROM gone GROUP BY 1, 2, 3
    ON CONFLICT (day, location_id, method) DO UPDATE SET sales = r.sales + excluded.sales, orders = r.orders + excluded.orders;
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
-- Empties the rollups and fills them again from the base tables (`npm run rollups:rebuild`, and below, after
-- these rules changed). Writers wait on the lock while it runs.
CREATE OR REPLACE FUNCTION rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_lines, order_returns, payments, stock_movements IN SHARE MODE;
  TRUNCATE rollup_order_days_folded, rollup_order_days_pending, rollup_item_days_folded, rollup_item_days_pending, rollup_payment_days_folded,
    rollup_payment_days_pending, rollup_method_days_folded, rollup_method_days_pending, rollup_stock_days_folded, rollup_stock_days_pending, rollup_customer_days_folded, rollup_customer_days_pending,
    rollup_customer_months_folded, rollup_item_months_folded, rollup_product_days_folded;
  INSERT INTO rollup_order_days_folded (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost,
      returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
    SELECT day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost,
      returned_units, returns_goods, returns_discount, returns_vat, returns_cost FROM rollup_order_days_expected;
  INSERT INTO rollup_item_days_folded (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost)
    SELECT day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost FROM rollup_item_days_expected;
  INSERT INTO rollup_payment_days_folded (day, location_id, method, payments, refunds)
    SELECT day, location_id, method, payments, refunds FROM rollup_payment_days_expected;
  INSERT INTO rollup_method_days_folded (day, location_id, method, sales, orders)
    SELECT day, location_id, method, sales, orders FROM rollup_method_days_expected;
  INSERT INTO rollup_stock_days_folded (day, location_id, kind, qty, value)
    SELECT day, location_id, kind, qty, value FROM rollup_stock_days_expected;
  INSERT INTO rollup_customer_days_folded (day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units)
    SELECT day, location_id, who, orders, net, back, cost, returned_orders, units, returned_units FROM rollup_customer_days_expected;
  PERFORM rollups_derive_folded();
END $$;
--> statement-breakpoint
-- These rules were just (re)applied: the rollups are made again by them.
SELECT rollups_rebuild();
