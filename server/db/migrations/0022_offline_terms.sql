CREATE TABLE "held_handovers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"held_cart_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"item_name" text NOT NULL,
	"location_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"till_unit_price" numeric(12, 2) NOT NULL,
	"catalogue_unit_price" numeric(12, 2) NOT NULL,
	"till_vat_rate" numeric(5, 2) NOT NULL,
	"catalogue_vat_rate" numeric(5, 2) NOT NULL,
	"difference" numeric(12, 2) NOT NULL,
	"device_id" text,
	"cashier_name" text,
	"resolved" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_differences_resolved_check" CHECK ("price_differences"."resolved" in ('open', 'accepted', 'charged'))
);
--> statement-breakpoint
ALTER TABLE "price_differences" ADD CONSTRAINT "price_differences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_differences" ADD CONSTRAINT "price_differences_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_differences" ADD CONSTRAINT "price_differences_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_differences" ADD CONSTRAINT "price_differences_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_differences_open_idx" ON "price_differences" USING btree ("created_at") WHERE "price_differences"."resolved" = 'open';--> statement-breakpoint
CREATE INDEX "price_differences_order_idx" ON "price_differences" USING btree ("order_id");