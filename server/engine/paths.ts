/**
 * Dotted keys (`meta.title`): a declaration names a nested value by its path,
 * and a body may carry it nested (`{meta: {title}}`) or flat (`{'meta.title'}`).
 */

/** Read a dotted key from a nested body, or from a flat one. */
export function readPath(body: Record<string, unknown>, key: string): unknown {
  if (key in body) return body[key];
  let node: unknown = body;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a dotted key is present in a body, nested or flat. */
export function hasPath(body: Record<string, unknown>, key: string): boolean {
  if (key in body) return true;
  const parts = key.split('.');
  let node: unknown = body;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || !(part in (node as object))) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}
