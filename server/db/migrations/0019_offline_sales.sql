CREATE TABLE "receipt_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" text NOT NULL,
	"user_id" uuid,
	"numbers" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_shortfalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"item_name" text NOT NULL,
	"location_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"device_id" text,
	"cashier_name" text,
	"resolved" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_shortfalls_qty_check" CHECK ("stock_shortfalls"."qty" > 0),
	CONSTRAINT "stock_shortfalls_resolved_check" CHECK ("stock_shortfalls"."resolved" in ('open', 'recounted', 'written-off', 'found'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_device" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt_blocks" ADD CONSTRAINT "receipt_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_blocks_device_idx" ON "receipt_blocks" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "receipt_blocks_numbers_idx" ON "receipt_blocks" USING gin ("numbers");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_open_idx" ON "stock_shortfalls" USING btree ("created_at") WHERE "stock_shortfalls"."resolved" = 'open';--> statement-breakpoint
CREATE INDEX "stock_shortfalls_order_idx" ON "stock_shortfalls" USING btree ("order_id");