/** Deep equality for JSON-like record values (what forms hold). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The fields of `next` that differ from `previous` (spec §5: update forms send
 * only changed fields). A nested object that changed is sent whole, as the
 * server stores it as one value. `id`/`_id` are never sent.
 */
export function changedFields(previous: Record<string, unknown> | undefined, next: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (key === 'id' || key === '_id') continue;
    if (!previous || !sameValue(previous[key], value)) out[key] = value;
  }
  return out;
}
