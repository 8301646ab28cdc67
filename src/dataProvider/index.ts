export { createApiClient } from './apiClient';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './apiClient';
export { createApiDataProvider } from './apiDataProvider';
export type { ApiDataProviderOptions } from './apiDataProvider';
export { tokenStorage, SIGNED_IN_KEY } from './tokenStorage';
export { newIdempotencyKey } from './idempotencyKey';
export type { TokenPair } from './tokenStorage';
export type { HttpErrorBody } from './toHttpError';
export type { ApiDataProvider, ExportParams, ExportType, Upload } from './types';
