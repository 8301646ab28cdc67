import type { DataProvider, RaRecord } from 'react-admin';
import type { FilterDef, ResourceSpec } from '../../common/resourceSpec';

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
  /** A plain call below /api (update-api row actions, auth/self...). */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** A file sent as multipart field `file` to a path below /api (product import); the JSON answer. */
  sendFile<T = unknown>(path: string, file: File, query?: Record<string, string>): Promise<T>;
  /** A call that answers a file (label sheet): the browser downloads it; resolves with its name. */
  download(method: 'GET' | 'POST', path: string, body: unknown, fallbackName: string): Promise<{ filename: string }>;
}
