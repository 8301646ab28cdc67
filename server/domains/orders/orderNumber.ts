import { sql, type SQL } from 'drizzle-orm';

/** An order's human number from a value of `order_number_seq`: S-000123 (six digits at least). Placed orders and offline blocks both. */
export const orderNumberOf = (n: SQL) => sql`'S-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0')`;
