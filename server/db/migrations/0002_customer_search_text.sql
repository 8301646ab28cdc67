DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || phone || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);