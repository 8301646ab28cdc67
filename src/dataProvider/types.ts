import type { DataProvider, RaRecord } from 'react-admin';
import type { FilterDef, ResourceSpec } from '../../common/resourceSpec';
import type { FileRouteKey, JsonRouteKey, RouteAnswer } from '../../common/wire/clientRoutes';
import type { ArgsOf } from './request';

export type ExportType = 'csv' | 'pdf';

export interface ExportParams {
  type: ExportType;
  fields: string[];
  /** Selected rows; absent means the whole filtered list. */
  ids?: string[];
  /** The list's current filters, search (`q`) and sort, as react-admin holds them. */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface Upload {
  url: string;
  name: string;
}

/**
 * react-admin's DataProvider plus the custom calls of spec §7.1 that the
 * engine needs. Every method maps errors to react-admin HttpError with the
 * server's `message` and `body.errors` (field errors).
 */
export interface ApiDataProvider extends DataProvider {
  getSpec(resource: string): Promise<ResourceSpec>;
  getFilters(resource: string): Promise<FilterDef[]>;
  getCount(resource: string, filter?: Record<string, unknown>): Promise<number>;
  getSum(resource: string, field: string, filter?: Record<string, unknown>): Promise<number>;
  copy(resource: string, id: string): Promise<{ data: RaRecord }>;
  /** `DELETE {path}/{id}?key={key}&item={item}`: drop one entry of a list field. */
  removeFromList(resource: string, id: string, key: string, item: string): Promise<{ data: RaRecord }>;
  /** Downloads the file through the browser and resolves with its name. */
  exportFile(resource: string, params: ExportParams): Promise<{ filename: string }>;
  savePreferences(path: string, columns: string[]): Promise<void>;
  /** `POST upload` (an image, field `image`) or `POST upload/file` (any document, field `file`). */
  upload(file: File, folder: string, kind?: 'image' | 'file'): Promise<Upload>;
  /**
   * A hand-written call by its entry in common/wire/clientRoutes.ts (`'PUT /orders/{id}/status'`):
   * its path parameters, query, headers and body or form, and its answer, typed from the route's wire schemas.
   */
  request<K extends JsonRouteKey>(key: K, ...args: ArgsOf<K>): Promise<RouteAnswer<K>>;
  /**
   * A `request` made as someone else, with their access token rather than the session's (a manager
   * signing in at a cashier's till for one approval, issue 36); the session is not touched.
   */
  requestAs<K extends JsonRouteKey>(token: string, key: K, ...args: ArgsOf<K>): Promise<RouteAnswer<K>>;
  /** A hand-written call that answers a file (an invoice, a label sheet): the browser saves it; resolves with its name. */
  download<K extends FileRouteKey>(key: K, fallbackName: string, ...args: ArgsOf<K>): Promise<{ filename: string }>;
  /**
   * A call whose path the server's spec names, not the app: an `update-api` row action (spec §2.4),
   * and the generic list reads of spec §7.1 made by hand (a search for products), whose records the
   * resource's declaration shapes. Every other call is a `request`.
   */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}
