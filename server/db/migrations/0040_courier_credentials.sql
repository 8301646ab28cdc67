CREATE TABLE "courier_credentials" (
	"courier" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "courier_credentials_courier" CHECK ("courier_credentials"."courier" in ('steadfast', 'pathao', 'redx'))
);
--> statement-breakpoint
ALTER TABLE "courier_credentials" ADD CONSTRAINT "courier_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;