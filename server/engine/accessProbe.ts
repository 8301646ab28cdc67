import type { SQL } from 'drizzle-orm';

/**
 * A read's access check carried inside the read's own statement instead of a
 * statement of its own (routes with `config.accessInQuery`): the store selects
 * `sql` beside its data and hands its value to `answer`. One statement fewer
 * per read, and the permissions are read in the same snapshot as the data.
 * A read that ends before its statement ran (a 400, a 404) leaves the probe
 * unanswered, and the guard then checks on its own before anything is sent.
 */
export interface AccessProbe {
  /** A scalar: the caller's permissions now, or null when the user or the session no longer stands. */
  sql: SQL<string[] | null>;
  /** The scalar's value; undefined: no statement carried it (the guard then checks on its own). */
  answer(perms: string[] | null | undefined): void;
}

/** The name the probe's value is selected under beside a record's fields (no field key starts with `__`). */
export const ACCESS_COLUMN = '__access';
