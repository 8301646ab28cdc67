import { parseBetween, parseFilterKey, type RangeFilterValue } from '../../../../common/filters';

function toNumber(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** Decode what encodeRangeFilter wrote for `field` (for the filter tag and the form). */
export function decodeRangeFilter(field: string, params: Record<string, string>): RangeFilterValue | null {
  for (const [key, value] of Object.entries(params)) {
    const { field: f, op } = parseFilterKey(key);
    if (f !== field) continue;
    if (op === 'btw') {
      const b = parseBetween(value);
      const from = b && toNumber(b[0]);
      const to = b && toNumber(b[1]);
      if (from != null && to != null) return { choice: 'between', from, to };
      continue;
    }
    const n = toNumber(value);
    if (n == null) continue;
    if (op === 'eq') return { choice: 'equal', value: n };
    if (op === 'gt' || op === 'lt') return { choice: op, value: n };
  }
  return null;
}
