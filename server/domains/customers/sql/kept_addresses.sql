-- A delivery address a till sale asks to keep on its customer (POST orders, keepAddress): written by the
-- order's own statement (server/domains/orders/writeOrder.ts), so the address is kept if and only if the
-- order is. The rule of "the same address" lives here once, for every writer.

-- One part of an address as two addresses are compared: absent and empty alike, case and runs of spaces aside.
create or replace function address_part_key(address jsonb, part text) returns text
language sql immutable as $$
  select lower(regexp_replace(btrim(coalesce(address ->> part, '')), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The same delivery address: every part equal (common/address.ts ADDRESS_PARTS); the entry's _id is not a part.
create or replace function same_address(a jsonb, b jsonb) returns boolean
language sql immutable as $$
  select bool_and(address_part_key(a, part) = address_part_key(b, part))
  from unnest(array['name', 'email', 'phone', 'street', 'city', 'state', 'country', 'postalCode']) as part
$$;
--> statement-breakpoint
-- The customer's addresses with this one first, as the till prefills a customer's first address: the same
-- one already there is moved first with its _id (never added twice), a new one is added first with an _id
-- of its own. Null when nothing would change: it is first already, or it is new and the list holds the 50
-- addresses a customer may have (the address-array field's limit): a sale is never refused for it.
create or replace function kept_addresses(addresses jsonb, address jsonb) returns jsonb
language sql volatile as $$
  select case
    when jsonb_array_length(addresses) > 0 and same_address(addresses -> 0, address) then null
    when found.entry is null and jsonb_array_length(addresses) >= 50 then null
    else jsonb_build_array(coalesce(found.entry, (address - '_id') || jsonb_build_object('_id', gen_random_uuid()::text)))
      || coalesce(
        (select jsonb_agg(t.entry order by t.n) from jsonb_array_elements(addresses) with ordinality as t(entry, n) where not same_address(t.entry, address)),
        '[]'::jsonb
      )
  end
  from (select (select e.entry from jsonb_array_elements(addresses) as e(entry) where same_address(e.entry, address) limit 1) as entry) as found
$$;
