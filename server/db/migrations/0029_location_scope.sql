ALTER TABLE "held_carts" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "taken_at_location_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "held_carts" ADD CONSTRAINT "held_carts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_taken_at_location_id_locations_id_fk" FOREIGN KEY ("taken_at_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_location_created_idx" ON "order_returns" USING btree ("taken_at_location_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_location_created_idx" ON "payments" USING btree ("location_id","created_at");--> statement-breakpoint
-- Each shop keeps to its own (issue 34). Until now a return's units and refund were the sale's
-- location's, a payment had no location but its order's, and a held cart was any till's.
UPDATE "payments" p SET "location_id" = o."location_id" FROM "orders" o WHERE o."id" = p."order_id";--> statement-breakpoint
UPDATE "order_returns" r SET "taken_at_location_id" = o."location_id" FROM "orders" o WHERE o."id" = r."order_id";--> statement-breakpoint
UPDATE "held_carts" h SET "location_id" = coalesce(
  (SELECT l."id" FROM "locations" l WHERE l."id"::text = h."cart"->>'location'),
  (SELECT l."id" FROM "users" u JOIN "locations" l ON l."id" = u."location_id" AND l."is_active" WHERE u."id" = h."user_id"),
  (SELECT l."id" FROM "locations" l WHERE l."is_active" ORDER BY l."created_at", l."id" LIMIT 1)
);--> statement-breakpoint
-- A payment written without a location (a sale, a later payment, a courier's settlement) is its
-- order's till's money: one rule here instead of in each of its writers. A refund names its own.
CREATE FUNCTION "payments_location_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."location_id" IS NULL THEN
    SELECT o."location_id" INTO NEW."location_id" FROM "orders" o WHERE o."id" = NEW."order_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_location" BEFORE INSERT ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_location_of_order"();
