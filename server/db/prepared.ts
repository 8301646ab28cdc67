import type { Db } from './client';

/**
 * A statement run on every request (the access check) or every till's
 * change (pricing a cart), prepared once per database: Drizzle builds its SQL
 * once instead of on every call, and PostgreSQL parses and plans it once per
 * connection (a named prepared statement). `build` gets the database and
 * returns Drizzle's `.prepare(name)` of a query whose values are
 * `sql.placeholder`s.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
