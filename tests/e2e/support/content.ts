import type { APIRequestContext } from '@playwright/test';
import type { ContentDraft, PublicContent } from '../../../common/wire/content';
import { OWNER_EMAIL, OWNER_PASSWORD } from './env';

/** The content calls as a second member of staff would make them, and as a storefront reads a page. */
export async function contentCalls(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  return {
    async draft<T = unknown>(path: string): Promise<ContentDraft<T>> {
      const res = await request.get(`/api/contents/${path}`, { headers });
      if (!res.ok()) throw new Error(`GET /api/contents/${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as ContentDraft<T>;
    },
    async save(path: string, type: 'builder' | 'content', version: number, data: unknown) {
      const res = await request.put(`/api/contents/${path}?type=${type}`, { headers, data: { version, data } });
      if (!res.ok()) throw new Error(`PUT /api/contents/${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as ContentDraft;
    },
    /** No token: what a storefront gets. */
    async published<T = unknown>(path: string): Promise<{ status: number; body: PublicContent<T> | null }> {
      const res = await request.get(`/api/public/contents/${path}`);
      return { status: res.status(), body: res.ok() ? ((await res.json()) as PublicContent<T>) : null };
    },
  };
}
