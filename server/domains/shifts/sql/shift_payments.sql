-- A till's money goes into its open shift only (issue 36). A payment naming a
-- shift takes a share lock on the shift's row until its own statement commits,
-- so a close (which locks the row for update first, shifts/close.ts) waits for
-- every sale already writing and then counts it; a sale arriving after the close
-- sees the shift closed and is refused, so a closed shift's figures never change.
CREATE OR REPLACE FUNCTION payments_shift_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  state text;
BEGIN
  IF NEW.shift_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT s.status INTO state FROM shifts s WHERE s.id = NEW.shift_id FOR SHARE;
  IF state IS DISTINCT FROM 'open' THEN
    PERFORM refuse_statement('shift closed');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payments_shift ON payments;
--> statement-breakpoint
CREATE TRIGGER payments_shift BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION payments_shift_open();
