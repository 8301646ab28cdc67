-- The orders list at a million orders (issue 9 benchmark, npm run bench).
-- Filtering by payment state (unpaid, partly paid) and counting it: without this
-- index both scan the whole table (600 ms at 1,000,000 orders); with it, an
-- index-only scan of the few matching rows (a few ms).
CREATE INDEX IF NOT EXISTS "orders_payment_state_created_idx" ON "orders" USING btree ("payment_state", "created_at");--> statement-breakpoint
-- '%text%' searches: with the default 100-entry histogram the planner guessed
-- 100 rows for a name in 15,000 orders and read and sorted them all (190 ms for
-- a page of 16); a finer histogram lets it walk created_at newest first (1 ms).
ALTER TABLE "orders" ALTER COLUMN "search_text" SET STATISTICS 1000;
