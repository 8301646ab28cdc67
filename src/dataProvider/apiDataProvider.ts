import type { Identifier, RaRecord } from 'react-admin';
import type { CappedListMeta, FilterDef, ListResponse, ResourceSpec } from '../../common/resourceSpec';
import { ID_IN } from '../../common/filters';
import type { ApiClient } from './apiClient';
import { changedFields } from './changedFields';
import { downloadResponse } from './downloadFile';
import { listQuery } from './listQuery';
import { callRoute, requestOf } from './request';
import type { RouteArgs } from '../../common/wire/clientRoutes';
import type { ApiDataProvider } from './types';

type ApiRecord = Record<string, unknown> & { _id?: string };

/** The server's `_id` as react-admin's `id`; `_id` stays for code that reads it. */
function toRecord<T extends RaRecord>(raw: ApiRecord): T {
  return { ...raw, id: raw._id } as unknown as T;
}

/** What the server accepts in a body: no `id`/`_id` (the id is in the URL). */
function toBody(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, _id: _serverId, ...rest } = data;
  return rest;
}

const path = (...parts: (string | Identifier)[]) => parts.map((p) => encodeURIComponent(String(p))).join('/');

export interface ApiDataProviderOptions {
  /** Called after the user's column preferences were saved, so the cached `auth/self` can refresh. */
  onPreferencesSaved?: () => void;
}

export function createApiDataProvider(client: ApiClient, options: ApiDataProviderOptions = {}): ApiDataProvider {
  const getList: ApiDataProvider['getList'] = async (resource, params) => {
    const page = await client.json<ListResponse<ApiRecord>>('GET', path(resource), { query: listQuery(params) });
    // A capped count gives no total: react-admin pages with hasNextPage instead,
    // and the list's meta says "more than" (ResultCount, ListPagination).
    const capped = page.totalCapped === true;
    return {
      data: page.doc.map((r) => toRecord(r)),
      ...(capped ? { meta: { totalAtLeast: page.totalDocs } satisfies CappedListMeta } : { total: page.totalDocs }),
      pageInfo: { hasNextPage: page.page < page.totalPages || (capped && page.docsInPage === page.limit), hasPreviousPage: page.page > 1 },
    };
  };

  return {
    getList,

    async getOne(resource, params) {
      // `meta: {edit: true}` reads `edit/{id}`, which the server guards with the
      // edit permission instead of show: an edit form works for editors who may not view.
      const target = params.meta?.edit ? path(resource, 'edit', params.id) : path(resource, params.id);
      const raw = await client.json<ApiRecord>('GET', target);
      return { data: toRecord(raw) };
    },

    async getMany(resource, params) {
      if (params.ids.length === 0) return { data: [] };
      const query = new URLSearchParams({ [ID_IN]: params.ids.join(','), limit: String(params.ids.length) });
      const page = await client.json<ListResponse<ApiRecord>>('GET', path(resource), { query });
      return { data: page.doc.map((r) => toRecord(r)) };
    },

    getManyReference(resource, params) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource, params) {
      const raw = await client.json<ApiRecord>('POST', path(resource), { body: toBody(params.data) });
      return { data: toRecord(raw) };
    },

    async update(resource, params) {
      const changes = changedFields(params.previousData, params.data);
      // Nothing changed: the server would answer the same record, skip the round trip.
      if (Object.keys(changes).length === 0 && params.previousData) {
        return { data: params.previousData };
      }
      const raw = await client.json<ApiRecord>('PUT', path(resource, params.id), { body: changes });
      return { data: toRecord(raw) };
    },

    async updateMany(resource, params) {
      await client.json('PUT', path(resource, 'update', 'many'), {
        body: { ids: params.ids, updates: toBody(params.data) },
      });
      return { data: params.ids };
    },

    async delete(resource, params) {
      const raw = await client.json<ApiRecord | undefined>('DELETE', path(resource, params.id));
      const data = raw && raw._id ? toRecord(raw) : (params.previousData ?? { id: params.id });
      return { data: data as never };
    },

    async deleteMany(resource, params) {
      // The API deletes one record per call (spec §7.1 has no bulk delete).
      await Promise.all(params.ids.map((id) => client.json('DELETE', path(resource, id))));
      return { data: params.ids };
    },

    getSpec(resource) {
      return client.json<ResourceSpec>('GET', path(resource, 'get', 'schema'));
    },

    getFilters(resource) {
      return client.json<FilterDef[]>('GET', path(resource, 'get', 'filters'));
    },

    async getCount(resource, filter) {
      const { count } = await client.json<{ count: number }>('GET', path(resource, 'get', 'count'), {
        query: listQuery({ filter }),
      });
      return count;
    },

    async getSum(resource, field, filter) {
      const { total } = await client.json<{ total: number }>('GET', path(resource, 'get', 'sum', field), {
        query: listQuery({ filter }),
      });
      return total;
    },

    async copy(resource, id) {
      const raw = await client.json<ApiRecord>('PUT', path(resource, 'copy', id), { body: { id } });
      return { data: toRecord(raw) };
    },

    async removeFromList(resource, id, key, item) {
      const raw = await client.json<ApiRecord>('DELETE', path(resource, id), {
        query: new URLSearchParams({ key, item }),
      });
      return { data: toRecord(raw) };
    },

    async exportFile(resource, { type, fields, ids, filter, sort }) {
      const response = await client.send('POST', path(resource, 'export', type), {
        query: listQuery({ filter, sort }),
        body: ids ? { fields, ids } : { fields },
      });
      const filename = await downloadResponse(response, `${resource}.${type}`);
      return { filename };
    },

    async savePreferences(tablePath, columns) {
      await callRoute(client, 'PUT /auth/update/preferences', { body: { field: tablePath, preferences: columns } });
      options.onPreferencesSaved?.();
    },

    upload(file, folder, kind = 'image') {
      return kind === 'image'
        ? callRoute(client, 'POST /upload', { form: { image: file, folder } })
        : callRoute(client, 'POST /upload/file', { form: { file, folder } });
    },

    request(key, ...[args]) {
      // No arguments stand for none: ArgsOf lets them be left out only where every part is optional.
      return callRoute(client, key, args ?? ({} as RouteArgs<typeof key>));
    },

    requestAs(token, key, ...[args]) {
      return callRoute(client, key, args ?? ({} as RouteArgs<typeof key>), { token });
    },

    async download(key, fallbackName, ...[args]) {
      const { method, path, options: request } = requestOf(key, args);
      const response = await client.send(method, path, request);
      return { filename: await downloadResponse(response, fallbackName) };
    },

    call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', callPath: string, body?: unknown) {
      return client.json<T>(method, callPath, { body });
    },
  };
}
