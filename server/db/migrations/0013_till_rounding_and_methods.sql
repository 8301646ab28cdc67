ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_methods" text[] DEFAULT '{cash,card,bkash,nagad,rocket,upay,other}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cash_rounding" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "held_carts" ADD COLUMN "total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rounding" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'));