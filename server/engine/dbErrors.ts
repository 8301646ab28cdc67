import type { CompiledResource } from './compile';
import { ApiError, badRequest, conflict, fieldError, msg, pgError } from './errors';

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
    throw conflict(f?.key ?? 'record', msg('taken'));
  }
  // 23503: a reference to nothing, or a referenced row removed; 23001: ON DELETE RESTRICT.
  if (info?.code === '23503' || info?.code === '23001') {
    if (on === 'delete') throw new ApiError(409, msg('still_used', { what: decl.singular.toLowerCase() }));
    const f = decl.fields.find((x) => x.db && info.constraint?.includes(`_${x.db.name}_`));
    throw fieldError(f?.key ?? 'record', msg('missing_reference'));
  }
  if (info?.code === '23502') throw badRequest(msg('value_missing'));
  throw clientFault(err) ?? err;
}

/**
 * Errors PostgreSQL raises for a value it cannot take (class 22: data
 * exceptions such as out-of-range numbers, bad dates, NUL bytes; 23514: a
 * CHECK; 54000: a value too large for an index) as a 400: the checks before
 * the SQL should catch these, and if one slips through it is still not the
 * server's fault.
 */
export function clientFault(err: unknown): ApiError | undefined {
  const code = pgError(err)?.code;
  if (!code) return undefined;
  if (code.startsWith('22')) return badRequest(msg('value_invalid'));
  if (code === '23514') return badRequest(msg('value_breaks_rule'));
  if (code === '54000') return badRequest(msg('value_too_large'));
  return undefined;
}
