export { createApiClient } from './apiClient';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './apiClient';
export { createApiDataProvider } from './apiDataProvider';
export type { ApiDataProviderOptions } from './apiDataProvider';
export { tokenStorage, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './tokenStorage';
export type { TokenPair } from './tokenStorage';
export type { HttpErrorBody } from './toHttpError';
export type { ApiDataProvider, ExportParams, ExportType, Upload } from './types';
