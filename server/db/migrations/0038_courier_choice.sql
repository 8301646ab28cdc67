ALTER TABLE "settings" ADD COLUMN "courier_pick_rule" text DEFAULT 'cheapest' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "courier_min_delivered_rate" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "courier_by_district" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "steadfast_inside_dhaka" numeric(12, 2) DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "steadfast_outside_dhaka" numeric(12, 2) DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "steadfast_cod_percent" numeric(5, 2) DEFAULT 1 NOT NULL;