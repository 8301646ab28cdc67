import { ID_IN } from '../../common/filters';

export interface ListQueryParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** `?page&limit&sort&search&<flat filters>` of ARCHITECTURE.md from react-admin's list params. */
export function listQuery({ pagination, sort, filter }: ListQueryParams): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('limit', String(pagination.perPage));
  }
  // react-admin sorts by `id` when nobody chose a sort; the server's default
  // (-createdAt, spec §9) is the better order then.
  if (sort?.field && sort.field !== 'id') {
    query.set('sort', sort.order === 'DESC' ? `-${sort.field}` : sort.field);
  }
  for (const [key, value] of flattenFilter(filter ?? {})) {
    if (key === 'q') query.set('search', value);
    else if (key === 'id') query.set(ID_IN, value);
    else query.set(key, value);
  }
  return query;
}

/**
 * Filters as flat `key=value` pairs: arrays joined with `,` (any of), nested
 * objects by dotted key (react-admin nests inputs named `meta.title`), empty
 * values dropped so a cleared input does not filter on "".
 */
function flattenFilter(filter: Record<string, unknown>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(filter)) {
    const key = `${prefix}${name}`;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out.push([key, value.map(String).join(',')]);
    } else if (value instanceof Date) {
      out.push([key, value.toISOString()]);
    } else if (typeof value === 'object') {
      out.push(...flattenFilter(value as Record<string, unknown>, `${key}.`));
    } else {
      out.push([key, String(value)]);
    }
  }
  return out;
}
