import { readPath } from '../recordPath';

/** `/orders/{_id}/invoice` with the record's values; unknown fields become empty. */
export function fillTemplate(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{([\w.]+)\}/g, (_match, key: string) => {
    const value = key === '_id' ? (record._id ?? record.id) : readPath(record, key);
    return value == null ? '' : encodeURIComponent(String(value));
  });
}
