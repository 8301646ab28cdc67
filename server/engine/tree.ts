import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CompiledResource } from './compile';
import { fieldError, msg } from './errors';

/** Deepest tree walked when looking for a loop (deeper trees are refused too). */
const MAX_DEPTH = 100;

/**
 * A record of a tree (a `nested-select` field that refers to its own
 * resource, like a category's parent) cannot become its own ancestor: setting
 * the parent to itself or to one of its descendants is a 400 naming the field.
 * Runs inside the write's transaction, so two concurrent moves see each other
 * on PostgreSQL's next statement.
 */
export async function refuseLoops(tx: Db, res: CompiledResource, id: string, values: Record<string, unknown>): Promise<void> {
  const { decl } = res;
  for (const f of res.writable) {
    if (f.type !== 'nested-select' || f.reference?.resource !== decl.path || !f.db) continue;
    const parent = values[res.propOf.get(f) as string];
    if (parent === null || parent === undefined) continue;
    if (parent === id) throw fieldError(f.key, msg('tree_self'));
    const rows = (await tx.execute(sql`
      with recursive up(id, depth) as (
        select ${decl.id}, 1 from ${decl.table} where ${decl.id} = ${String(parent)}
        union all
        select ${f.db}, up.depth + 1 from ${decl.table} join up on ${decl.id} = up.id
        where ${f.db} is not null and up.depth < ${MAX_DEPTH}
      )
      select exists(select 1 from up where id = ${id}) as loops, max(depth) as depth from up`)) as unknown as
      { rows: { loops: boolean; depth: number | null }[] } | { loops: boolean; depth: number | null }[];
    const row = Array.isArray(rows) ? rows[0] : rows.rows[0];
    if (row?.loops) throw fieldError(f.key, msg('tree_descendant'));
    if (Number(row?.depth ?? 0) >= MAX_DEPTH) throw fieldError(f.key, msg('tree_too_deep', { max: MAX_DEPTH }));
  }
}
