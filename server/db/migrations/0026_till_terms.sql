CREATE TABLE "pos_snapshot_serves" (
	"version" text NOT NULL,
	"device_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" uuid,
	"first_served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_served_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_snapshot_serves_device_id_location_id_version_pk" PRIMARY KEY("device_id","location_id","version")
);
--> statement-breakpoint
CREATE TABLE "pos_snapshots" (
	"version" text PRIMARY KEY NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_differences" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "discount_cap_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "discount_cap_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "price_differences" ADD COLUMN "reason" text DEFAULT 'repriced' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_blocks" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_snapshot_serves" ADD CONSTRAINT "pos_snapshot_serves_version_pos_snapshots_version_fk" FOREIGN KEY ("version") REFERENCES "public"."pos_snapshots"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_snapshot_serves" ADD CONSTRAINT "pos_snapshot_serves_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_snapshot_serves" ADD CONSTRAINT "pos_snapshot_serves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_snapshot_serves_served_idx" ON "pos_snapshot_serves" USING btree ("first_served_at");--> statement-breakpoint
ALTER TABLE "receipt_blocks" ADD CONSTRAINT "receipt_blocks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_differences" ADD CONSTRAINT "price_differences_reason_check" CHECK ("price_differences"."reason" in ('repriced', 'unknown-price', 'over-cap'));