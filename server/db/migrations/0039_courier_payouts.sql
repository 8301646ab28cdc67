CREATE TABLE "courier_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"external_id" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settlement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payouts_external_key" UNIQUE("courier","external_id"),
	CONSTRAINT "courier_payouts_count_check" CHECK ("courier_payouts"."difference_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_settlement_id_courier_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."courier_settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_payouts_created_at_idx" ON "courier_payouts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courier_payouts_paid_at_idx" ON "courier_payouts" USING btree ("paid_at");