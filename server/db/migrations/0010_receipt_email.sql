ALTER TABLE "orders" ADD COLUMN "receipt_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_error" text;--> statement-breakpoint
CREATE INDEX "orders_receipt_queue_idx" ON "orders" USING btree ("created_at") WHERE "orders"."receipt_status" in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_status_check" CHECK ("orders"."receipt_status" in ('queued', 'sending', 'sent', 'failed', 'no-address'));