import type { AuditChange } from './tables/audit';

/** Keys whose values never reach the log, whatever resource they come from. */
const SECRET = /password|passwd|token|secret|hash|authorization|cookie/i;

export const isSecretKey = (key: string) => SECRET.test(key);

/** The longest text of one value kept in an entry (a long description is cut, not dropped). */
const MAX_VALUE = 500;

function trimmed(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_VALUE) return `${value.slice(0, MAX_VALUE)}…`;
  return value;
}

function flat(record: Record<string, unknown> | undefined, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      for (const [k, v] of flat(value as Record<string, unknown>, path)) out.set(k, v);
    } else out.set(path, value instanceof Date ? value.toISOString() : value);
  }
  return out;
}

/**
 * The fields that differ between two versions of a record (either may be
 * absent: a create or a delete), without `_id`, secrets, or values that stayed
 * the same. Secret keys are listed as changed with no value.
 */
export function diffRecords(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): AuditChange[] {
  const a = flat(before);
  const b = flat(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])].filter((k) => k !== '_id');
  const out: AuditChange[] = [];
  for (const key of keys) {
    const was = a.get(key) ?? null;
    const now = b.get(key) ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (isSecretKey(key)) {
      out.push({ field: key });
      continue;
    }
    out.push({ field: key, ...(before ? { before: trimmed(was) } : {}), ...(after ? { after: trimmed(now) } : {}) });
  }
  return out;
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** `name: "Red" → "Crimson"; priority: 1 → 2` for the table and exports. */
export function summarise(changes: AuditChange[]): string {
  return changes
    .map((c) => {
      if (!('before' in c) && !('after' in c)) return `${c.field}: changed`;
      if (!('before' in c)) return `${c.field}: ${show(c.after)}`;
      if (!('after' in c)) return `${c.field}: ${show(c.before)}`;
      return `${c.field}: ${show(c.before)} → ${show(c.after)}`;
    })
    .join('; ')
    .slice(0, 4000);
}
