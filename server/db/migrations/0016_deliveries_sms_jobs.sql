CREATE SEQUENCE "public"."settlement_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "courier_events" (
	"courier" text NOT NULL,
	"event_key" text NOT NULL,
	"delivery_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_events_courier_event_key_pk" PRIMARY KEY("courier","event_key")
);
--> statement-breakpoint
CREATE TABLE "courier_fraud_checks" (
	"courier" text NOT NULL,
	"phone" text NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_fraud_checks_courier_phone_pk" PRIMARY KEY("courier","phone")
);
--> statement-breakpoint
CREATE TABLE "courier_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"courier" text NOT NULL,
	"reference" text,
	"collected" numeric(12, 2) NOT NULL,
	"fees" numeric(12, 2) DEFAULT 0 NOT NULL,
	"remitted" numeric(12, 2) NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_settlements_number_unique" UNIQUE("number"),
	CONSTRAINT "courier_settlements_money_check" CHECK ("courier_settlements"."fees" >= 0 and "courier_settlements"."collected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"courier" text DEFAULT 'manual' NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"courier_status" text,
	"cod_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"collected" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"courier_fee" numeric(12, 2),
	"weight" numeric(8, 3),
	"item_description" text,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_city" text,
	"notes" text,
	"booking_error" text,
	"booked_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"stock_returned_at" timestamp with time zone,
	"settlement_id" uuid,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('pending', 'booked', 'picked-up', 'in-transit', 'delivered', 'partly-delivered', 'returning', 'returned', 'cancelled')),
	CONSTRAINT "deliveries_money_check" CHECK ("deliveries"."cod_amount" >= 0 and "deliveries"."collected" >= 0 and "deliveries"."delivery_charge" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('waiting', 'active', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"customer_id" uuid,
	"customer_name" text,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"encoding" text NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'marketing' NOT NULL,
	"order_id" uuid,
	"batch_id" uuid,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"gateway_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'logged')),
	CONSTRAINT "sms_messages_encoding_check" CHECK ("sms_messages"."encoding" in ('gsm7', 'ucs2')),
	CONSTRAINT "sms_messages_parts_check" CHECK ("sms_messages"."parts" > 0)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "fraud_medium_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "fraud_high_percent" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "sms_price_per_part" numeric(12, 2) DEFAULT 0.35 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "sms_on_order_placed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "sms_on_handed_to_courier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "sms_on_delivered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_events" ADD CONSTRAINT "courier_events_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_settlements" ADD CONSTRAINT "courier_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_settlement_id_courier_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."courier_settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_settlements_created_at_idx" ON "courier_settlements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deliveries_created_at_idx" ON "deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deliveries_settlement_idx" ON "deliveries" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "deliveries_phone_idx" ON "deliveries" USING btree ("recipient_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_live_order_idx" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_consignment_idx" ON "deliveries" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("queue","run_at") WHERE "jobs"."status" in ('waiting', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "sms_messages_created_at_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_customer_idx" ON "sms_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_idx" ON "sms_messages" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sms_messages_status_idx" ON "sms_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_batch_idx" ON "sms_messages" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone","status");