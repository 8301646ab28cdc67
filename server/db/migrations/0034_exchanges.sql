CREATE TABLE "exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"new_order_id" uuid NOT NULL,
	"new_order_number" text NOT NULL,
	"return_id" uuid NOT NULL,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"returned_lines" jsonb NOT NULL,
	"new_lines" jsonb NOT NULL,
	"returned_value" numeric(12, 2) NOT NULL,
	"new_total" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"settlement" jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"location_id" uuid NOT NULL,
	"shift_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchanges_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_new_order_id_orders_id_fk" FOREIGN KEY ("new_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchanges_location_created_idx" ON "exchanges" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "exchanges_created_at_idx" ON "exchanges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exchanges_order_idx" ON "exchanges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exchanges_new_order_idx" ON "exchanges" USING btree ("new_order_id");