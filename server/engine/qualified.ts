import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name, for SQL that reads another table
 * (`(select count(*) from products where products.category_id = categories.id)`).
 * Drizzle writes columns of a single-table query without the table name, and
 * inside such a subquery a bare `"id"` means the subquery's own table.
 */
export function qualified(col: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(col.table))}.${sql.identifier(col.name)}`;
}
