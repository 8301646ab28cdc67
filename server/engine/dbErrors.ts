import type { CompiledResource } from './compile';
import { ApiError, badRequest, conflict, fieldError, pgError } from './errors';

/**
 * What PostgreSQL refused, in the error contract: a unique value taken is a
 * 409, a reference to nothing a 400, a row still referenced a 409. Anything
 * else is rethrown as it is.
 */
export function mapDbError(res: CompiledResource, err: unknown, on: 'write' | 'delete'): never {
  if (err instanceof ApiError) throw err;
  const info = pgError(err);
  const { decl } = res;
  if (info?.code === '23505') {
    const f = res.fieldOfConstraint(info.constraint);
    throw conflict(f?.key ?? 'record', 'is already taken');
  }
  // 23503: a reference to nothing, or a referenced row removed; 23001: ON DELETE RESTRICT.
  if (info?.code === '23503' || info?.code === '23001') {
    if (on === 'delete') throw new ApiError(409, `This ${decl.singular.toLowerCase()} is still used by other records`);
    const f = decl.fields.find((x) => x.db && info.constraint?.includes(`_${x.db.name}_`));
    throw fieldError(f?.key ?? 'record', 'refers to a record that does not exist');
  }
  if (info?.code === '23502') throw badRequest('A required value is missing');
  throw err;
}
