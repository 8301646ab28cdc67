import { parseFilterKey } from '../../../../common/filters';

/** The list's filter values as the flat string parameters they are on the wire. */
export function asParams(filterValues: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filterValues)) {
    if (value != null && value !== '') out[key] = String(value);
  }
  return out;
}

/** The parameters that filter one field, whatever their operator (`price`, `price_btw`...). */
export function fieldParams(params: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => parseFilterKey(key).field === field));
}
