import type { Data } from '@puckeditor/core';
import type { ContentType } from '../../common/content';
import type { ContentDraft, ContentSummary, CreateContentBody, PublishedVersion, SaveContentBody } from '../../common/wire/content';
import type { ApiDataProvider } from '../dataProvider';

/**
 * The staff calls of the content module (issue 10, "The calls"; shapes in
 * common/content.ts): a page's draft with the `version` it is at, a save
 * that names the version it was based on (409 when someone saved in
 * between), publish, the published versions with restore, and the list of
 * pages.
 */
type Call = ApiDataProvider['call'];
const at = (path: string) => `contents/${encodeURIComponent(path)}`;
const rows = <T>(answer: T[] | { doc: T[] }): T[] => (Array.isArray(answer) ? answer : answer.doc);

export const contentApi = {
  list: async (call: Call) => rows(await call<ContentSummary[] | { doc: ContentSummary[] }>('GET', 'contents/get/list')),
  create: (call: Call, body: CreateContentBody) => call<ContentDraft>('POST', 'contents', body),
  get: <T>(call: Call, path: string) => call<ContentDraft<T>>('GET', at(path)),
  save: <T>(call: Call, path: string, type: ContentType, body: SaveContentBody<T>) =>
    call<ContentDraft<T>>('PUT', `${at(path)}?type=${encodeURIComponent(type)}`, body),
  publish: (call: Call, path: string) => call<ContentDraft>('POST', `${at(path)}/publish`),
  versions: async (call: Call, path: string) => rows(await call<PublishedVersion[] | { doc: PublishedVersion[] }>('GET', `${at(path)}/versions`)),
  restore: (call: Call, path: string, version: number) => call<ContentDraft>('POST', `${at(path)}/versions/${version}/restore`),
};

/** A stored page as Puck data; an empty or foreign value becomes an empty page. */
export function toPuckData(value: unknown): Data {
  const data = value as Partial<Data> | null | undefined;
  return {
    root: data?.root ?? { props: {} },
    content: Array.isArray(data?.content) ? data.content : [],
    zones: data?.zones ?? {},
  };
}

/** react-admin's HttpError keeps the status; a stale save is a 409. */
export const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
