import { http, HttpResponse } from 'msw';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import { selfAnswer } from '../../../test/selfAnswer';
import { categoriesSpec } from '../../../test/fixtures/servedSpecs';

/** Node's fetch needs an absolute URL (STACK.md trap 11). */
export const API = 'http://localhost/api';

export interface CategoryRow {
  _id: string;
  name: string;
  slug: string;
  image: string;
  parentCategory: string | null;
  priority: number;
  isActive: boolean;
  isFeatured: boolean;
  createdAt: string;
}

/** 40 categories: three pages of 16. Men is active, Women inactive. */
export function makeCategories(): CategoryRow[] {
  const names = ['Men', 'Women', 'Kids', ...Array.from({ length: 37 }, (_, i) => `Category ${i + 4}`)];
  return names.map((name, i) => ({
    _id: `c${i + 1}`,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    image: '',
    parentCategory: i >= 3 ? 'c1' : null,
    priority: i,
    isActive: i !== 1,
    isFeatured: false,
    createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 28), 6, 30)).toISOString(),
  }));
}

/** What the app sent, to assert on. */
export interface Traffic {
  /** Query strings of list calls (not the reference lookups or option menus). */
  lists: URLSearchParams[];
  puts: { path: string; body: Record<string, unknown> }[];
  deletes: string[];
  preferences: unknown[];
  exports: { type: string; query: URLSearchParams; body: Record<string, unknown> }[];
}

export function newTraffic(): Traffic {
  return { lists: [], puts: [], deletes: [], preferences: [], exports: [] };
}

export interface ApiOptions {
  spec?: ResourceSpec;
  rows?: CategoryRow[];
  permissions?: string[];
  preferences?: Record<string, string[]>;
  /** Answer as a resource with `countCap` does: past the cap, `totalDocs` is the cap and `totalCapped` true. */
  countCap?: number;
}

/**
 * The API at the network edge for the categories table: the spec, a paged
 * list (page and limit honoured, so paging is real), lookups by `_id_in`,
 * updates, deletes, exports and the user's preferences.
 */
export function categoriesApi(traffic: Traffic, options: ApiOptions = {}) {
  const rows = options.rows ?? makeCategories();
  const preferences = { ...(options.preferences ?? {}) };
  return [
    http.get(`${API}/auth/self`, () => HttpResponse.json(selfAnswer(options.permissions ?? ['*'], { preferences, roleName: 'Manager' }))),
    http.put(`${API}/auth/update/preferences`, async ({ request }) => {
      const body = (await request.json()) as { field: string; preferences: string[] };
      traffic.preferences.push(body);
      preferences[body.field] = body.preferences;
      return HttpResponse.json({ ok: true });
    }),
    http.get(`${API}/categories/get/schema`, () => HttpResponse.json(options.spec ?? categoriesSpec)),
    http.get(`${API}/categories`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const ids = query.get('_id_in')?.split(',');
      const limit = Number(query.get('limit') ?? 16);
      const page = Number(query.get('page') ?? 1);
      if (!ids && limit !== 1000) traffic.lists.push(query);
      const found = ids ? rows.filter((r) => ids.includes(r._id)) : rows;
      const capped = options.countCap !== undefined && found.length > options.countCap;
      const totalDocs = capped ? (options.countCap as number) : found.length;
      return HttpResponse.json({
        doc: found.slice((page - 1) * limit, page * limit),
        docsInPage: Math.min(limit, Math.max(0, found.length - (page - 1) * limit)),
        totalDocs,
        totalPages: Math.max(1, Math.ceil(totalDocs / limit)),
        totalCapped: capped,
        page,
        limit,
      });
    }),
    http.put(`${API}/categories/update/many`, async ({ request }) => {
      traffic.puts.push({ path: 'update/many', body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ ok: true });
    }),
    http.put(`${API}/categories/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      traffic.puts.push({ path: String(params.id), body });
      const row = rows.find((r) => r._id === params.id);
      if (row) Object.assign(row, body);
      return HttpResponse.json(row);
    }),
    http.delete(`${API}/categories/:id`, ({ params }) => {
      traffic.deletes.push(String(params.id));
      const row = rows.find((r) => r._id === params.id);
      return HttpResponse.json(row);
    }),
    http.post(`${API}/categories/export/:type`, async ({ request, params }) => {
      traffic.exports.push({
        type: String(params.type),
        query: new URL(request.url).searchParams,
        body: (await request.json()) as Record<string, unknown>,
      });
      return new HttpResponse('name,slug\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="categories.csv"' },
      });
    }),
  ];
}
