/** The value at a dotted key of a record (`meta.title`), as spec keys name them. */
export function readPath(record: Record<string, unknown> | undefined, key: string): unknown {
  let value: unknown = record;
  for (const part of key.split('.')) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
