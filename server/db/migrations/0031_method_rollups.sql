CREATE TABLE "rollup_method_days_folded" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"method" text NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_method_days_folded_day_location_id_method_pk" PRIMARY KEY("day","location_id","method")
);
--> statement-breakpoint
CREATE TABLE "rollup_method_days_pending" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"method" text NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
