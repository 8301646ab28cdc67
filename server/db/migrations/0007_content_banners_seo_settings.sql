CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"mobile_image" text,
	"title" text NOT NULL,
	"subtitle" text,
	"link" jsonb,
	"placement" text DEFAULT 'home-hero' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"data" jsonb NOT NULL,
	"product_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"draft" jsonb NOT NULL,
	"product_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"published_version" integer,
	"published_from_version" integer,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"canonical_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_page_unique" UNIQUE("page")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "store_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "trade_licence" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_registration" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "default_vat" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "receipt_header" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "receipt_footer" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "receipt_show_logo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "delivery_inside_dhaka" numeric(12, 2) DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "delivery_outside_dhaka" numeric(12, 2) DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_content_version_idx" ON "content_versions" USING btree ("content_id","version");--> statement-breakpoint
CREATE INDEX "seo_pages_created_at_idx" ON "seo_pages" USING btree ("created_at");