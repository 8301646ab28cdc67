CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"trx_id" text,
	"provider_status" text,
	"reason" text,
	"return_url" text NOT NULL,
	"refunded" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_status_check" CHECK ("online_payments"."status" in ('started', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "online_payments_purpose_check" CHECK ("online_payments"."purpose" in ('full', 'advance')),
	CONSTRAINT "online_payments_refunded_check" CHECK ("online_payments"."refunded" >= 0 and "online_payments"."refunded" <= "online_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_codes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "order_codes_tries_check" CHECK ("order_codes"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'till' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_verified" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_band" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_reason" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_due" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_otp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_pending_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_orders_per_phone" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_hold_band" text DEFAULT 'high' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_advance_band" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_advance_kind" text DEFAULT 'shipping' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_advance_percent" numeric(5, 2) DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "online_location_id" uuid;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_codes" ADD CONSTRAINT "order_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_id_idx" ON "online_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_trx_idx" ON "online_payments" USING btree ("provider","trx_id") WHERE "online_payments"."trx_id" is not null;--> statement-breakpoint
CREATE INDEX "online_payments_order_idx" ON "online_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_intake_idx" ON "orders" USING btree ("created_at") WHERE "orders"."source" <> 'till' and "orders"."status" in ('pending', 'order-placed');--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending' and "orders"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('till', 'web', 'message'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_check" CHECK ("orders"."hold" in ('risk', 'staff'));