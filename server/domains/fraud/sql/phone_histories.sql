-- The fraud checker's outcome of one order (common/fraudRisk.ts): returned
-- (a parcel of it came back) before cancelled before delivered; else open.
CREATE OR REPLACE FUNCTION order_outcome(status text, returned boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN returned THEN 'returned' WHEN status = 'cancelled' THEN 'cancelled' WHEN status IN ('delivered', 'completed') THEN 'delivered' ELSE 'open' END
$$;
--> statement-breakpoint
-- Adds `n` (1 or -1) to a phone's order count (when `whole`) and to the count
-- of `outcome`: one upsert of increments, so concurrent changes add up.
CREATE OR REPLACE FUNCTION phone_history_add(p text, outcome text, n integer, whole boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p IS NULL THEN RETURN; END IF;
  INSERT INTO phone_histories AS h (phone, orders, delivered, returned, cancelled)
  VALUES (p, CASE WHEN whole THEN n ELSE 0 END, CASE WHEN outcome = 'delivered' THEN n ELSE 0 END,
    CASE WHEN outcome = 'returned' THEN n ELSE 0 END, CASE WHEN outcome = 'cancelled' THEN n ELSE 0 END)
  ON CONFLICT (phone) DO UPDATE SET orders = h.orders + excluded.orders, delivered = h.delivered + excluded.delivered,
    returned = h.returned + excluded.returned, cancelled = h.cancelled + excluded.cancelled;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_phone_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM phone_history_add(OLD.customer_phone,
      order_outcome(OLD.status, EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = OLD.id AND d.status = 'returned')), -1, true);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM phone_history_add(NEW.customer_phone,
      order_outcome(NEW.status, TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = NEW.id AND d.status = 'returned')), 1, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_phone_history_write ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_phone_history_write AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_phone_history();
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_phone_history_change ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_phone_history_change AFTER UPDATE OF status, customer_phone ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone)
  EXECUTE FUNCTION orders_phone_history();
--> statement-breakpoint
-- A parcel's returned state moves its order from one outcome to another. The
-- order's row is locked first, so a concurrent change of the order's status
-- is either wholly before (its status read here) or waits for this one.
CREATE OR REPLACE FUNCTION deliveries_phone_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_parcel uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  v_order uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END;
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'returned';
  now_returned boolean := TG_OP <> 'DELETE' AND NEW.status = 'returned';
  others boolean;
  o record;
BEGIN
  IF was = now_returned THEN RETURN NULL; END IF;
  SELECT status, customer_phone INTO o FROM orders WHERE id = v_order FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  others := EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = v_order AND d.id <> v_parcel AND d.status = 'returned');
  PERFORM phone_history_add(o.customer_phone, order_outcome(o.status, others OR was), -1, false);
  PERFORM phone_history_add(o.customer_phone, order_outcome(o.status, others OR now_returned), 1, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS deliveries_phone_history ON deliveries;
--> statement-breakpoint
CREATE TRIGGER deliveries_phone_history AFTER INSERT OR DELETE OR UPDATE OF status ON deliveries FOR EACH ROW EXECUTE FUNCTION deliveries_phone_history();
