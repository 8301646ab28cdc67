-- A payment written without a location (a sale, a later payment, a courier's
-- settlement) is its order's till's money: one rule here instead of in each
-- of its writers. A refund names its own: the till where the return was taken
-- (issue 34, each shop keeps to its own).
CREATE OR REPLACE FUNCTION payments_location_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.location_id IS NULL THEN
    SELECT o.location_id INTO NEW.location_id FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payments_location ON payments;
--> statement-breakpoint
CREATE TRIGGER payments_location BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION payments_location_of_order();
