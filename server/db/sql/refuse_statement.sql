-- Lets one statement refuse itself: `refuse_statement(reason)` raises an
-- error carrying the reason (SQLSTATE P0001), so everything the statement
-- wrote is undone. Placing an order is one statement without a transaction
-- around it (server/domains/orders/placeOrder.ts): when the Idempotency-Key
-- was already used or a line is short of stock, its last SELECT calls this.
CREATE OR REPLACE FUNCTION refuse_statement(reason text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END $$;
