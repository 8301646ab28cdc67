CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"exchange_id" uuid,
	"exchange_number" text,
	"user_id" uuid,
	"user_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_reason_check" CHECK ("store_credit_entries"."reason" in ('refund', 'exchange', 'sale', 'adjustment')),
	CONSTRAINT "store_credit_entries_amount_check" CHECK ("store_credit_entries"."amount" <> 0),
	CONSTRAINT "store_credit_entries_balance_check" CHECK ("store_credit_entries"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "store_credit" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer_idx" ON "store_credit_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "store_credit_entries_created_at_idx" ON "store_credit_entries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_credit_check" CHECK ("customers"."store_credit" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other', 'store_credit', 'exchange'));