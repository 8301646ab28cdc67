CREATE TABLE "courier_area_map" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"district_id" text NOT NULL,
	"thana_id" text,
	"areas" jsonb NOT NULL,
	"source" text DEFAULT 'auto' NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_area_map_place_key" UNIQUE NULLS NOT DISTINCT("courier","district_id","thana_id"),
	CONSTRAINT "courier_area_map_source_check" CHECK ("courier_area_map"."source" in ('auto', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "courier_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"kind" text NOT NULL,
	"courier_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"home_delivery" boolean DEFAULT true NOT NULL,
	"post_code" text,
	"region" text,
	"read_at" timestamp with time zone NOT NULL,
	"children_read_at" timestamp with time zone,
	CONSTRAINT "courier_areas_kind_check" CHECK ("courier_areas"."kind" in ('city', 'zone', 'area'))
);
--> statement-breakpoint
ALTER TABLE "courier_area_map" ADD CONSTRAINT "courier_area_map_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_areas_key_idx" ON "courier_areas" USING btree ("courier","kind","courier_id");--> statement-breakpoint
CREATE INDEX "courier_areas_parent_idx" ON "courier_areas" USING btree ("courier","kind","parent_id");