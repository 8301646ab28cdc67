CREATE TABLE "rollup_customer_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"who" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"back" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_customer_days_folded_day_location_id_who_pk" PRIMARY KEY("day","location_id","who")
);
--> statement-breakpoint
CREATE TABLE "rollup_customer_days_pending" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"who" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"back" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_customer_months_folded" (
	"month" date NOT NULL,
	"location_id" uuid NOT NULL,
	"who" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"back" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_customer_months_folded_month_location_id_who_pk" PRIMARY KEY("month","location_id","who")
);
--> statement-breakpoint
CREATE TABLE "rollup_item_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"payment_method" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returns_goods" bigint DEFAULT 0 NOT NULL,
	"returns_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_item_days_folded_day_location_id_item_id_payment_method_pk" PRIMARY KEY("day","location_id","item_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "rollup_item_days_pending" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"payment_method" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returns_goods" bigint DEFAULT 0 NOT NULL,
	"returns_cost" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_item_months_folded" (
	"month" date NOT NULL,
	"location_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returns_goods" bigint DEFAULT 0 NOT NULL,
	"returns_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_item_months_folded_month_location_id_item_id_pk" PRIMARY KEY("month","location_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_order_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sub_total" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"rounding" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returns_goods" bigint DEFAULT 0 NOT NULL,
	"returns_discount" bigint DEFAULT 0 NOT NULL,
	"returns_vat" bigint DEFAULT 0 NOT NULL,
	"returns_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_order_days_folded_day_location_id_payment_method_pk" PRIMARY KEY("day","location_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "rollup_order_days_pending" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sub_total" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"rounding" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returns_goods" bigint DEFAULT 0 NOT NULL,
	"returns_discount" bigint DEFAULT 0 NOT NULL,
	"returns_vat" bigint DEFAULT 0 NOT NULL,
	"returns_cost" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_payment_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"method" text NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_payment_days_folded_day_location_id_method_pk" PRIMARY KEY("day","location_id","method")
);
--> statement-breakpoint
CREATE TABLE "rollup_payment_days_pending" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"method" text NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_product_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"returns_goods" bigint DEFAULT 0 NOT NULL,
	"returns_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_product_days_folded_day_location_id_product_id_pk" PRIMARY KEY("day","location_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_stock_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_stock_days_folded_day_location_id_kind_pk" PRIMARY KEY("day","location_id","kind")
);
--> statement-breakpoint
CREATE TABLE "rollup_stock_days_pending" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- ═══ Custom SQL of issue 23, rollups_folded (keep as one block at the end when regenerating) ═══
-- The rollups so far, their writers' shards summed, become the folded rows; 0024 drops the old tables and
-- puts views of the same names over the folded and pending rows (server/db/tables/rollups.ts says why).
INSERT INTO rollup_order_days_folded (day, location_id, payment_method, orders, sub_total, discount, vat, shipping, rounding, total, units, cost, returned_units, returns_goods, returns_discount, returns_vat, returns_cost)
SELECT day, location_id, payment_method, sum(orders), sum(sub_total), sum(discount), sum(vat), sum(shipping), sum(rounding), sum(total), sum(units), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_discount), sum(returns_vat), sum(returns_cost) FROM rollup_order_days GROUP BY day, location_id, payment_method;
--> statement-breakpoint
INSERT INTO rollup_item_days_folded (day, location_id, item_id, product_id, variant_id, payment_method, units, sales, cost, returned_units, returns_goods, returns_cost)
SELECT day, location_id, item_id, product_id, variant_id, payment_method, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days GROUP BY day, location_id, item_id, product_id, variant_id, payment_method;
--> statement-breakpoint
INSERT INTO rollup_payment_days_folded (day, location_id, method, payments, refunds)
SELECT day, location_id, method, sum(payments), sum(refunds) FROM rollup_payment_days GROUP BY day, location_id, method;
--> statement-breakpoint
INSERT INTO rollup_stock_days_folded (day, location_id, kind, qty, value)
SELECT day, location_id, kind, sum(qty), sum(value) FROM rollup_stock_days GROUP BY day, location_id, kind;
--> statement-breakpoint
INSERT INTO rollup_customer_days_folded (day, location_id, who, orders, net, back, cost, returned_orders)
SELECT day, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders) FROM rollup_customer_days GROUP BY day, location_id, who;
--> statement-breakpoint
-- The rollups the fold derives from the folded day rows (months, products), filled from them: this migration and rollups:rebuild.
CREATE OR REPLACE FUNCTION rollups_derive_folded() RETURNS void LANGUAGE sql AS $$
  INSERT INTO rollup_item_months_folded (month, location_id, item_id, product_id, variant_id, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT date_trunc('month', day::timestamp)::date, location_id, item_id, product_id, variant_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days_folded GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO rollup_product_days_folded (day, location_id, product_id, units, sales, cost, returned_units, returns_goods, returns_cost)
  SELECT day, location_id, product_id, sum(units), sum(sales), sum(cost), sum(returned_units), sum(returns_goods), sum(returns_cost) FROM rollup_item_days_folded GROUP BY 1, 2, 3;
  INSERT INTO rollup_customer_months_folded (month, location_id, who, orders, net, back, cost, returned_orders)
  SELECT date_trunc('month', day::timestamp)::date, location_id, who, sum(orders), sum(net), sum(back), sum(cost), sum(returned_orders) FROM rollup_customer_days_folded GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rollups_derive_folded();
