ALTER TABLE "settings" ADD COLUMN "vat_base" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_base" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_base_check" CHECK ("orders"."vat_base" in ('list', 'discounted'));