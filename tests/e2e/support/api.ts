import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { ListResponse, ResourceSpec } from '../../../common/resourceSpec';
import { OWNER_EMAIL, OWNER_PASSWORD } from './env';

type Row = Record<string, unknown> & { _id: string };

/** A record answer, bare or under `data`: the contract names the record, not its envelope. */
function unwrap(json: unknown): Row {
  const body = json as Row & { data?: Row };
  return body.data && typeof body.data === 'object' && '_id' in body.data ? body.data : body;
}

/**
 * The API as the owner, for preparing a test's own records and for reading
 * what the server holds to compare with what the screen shows. What a test
 * checks is always done through the screen.
 */
export class OwnerApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext): Promise<OwnerApi> {
    const res = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
    if (!res.ok()) throw new Error(`login as the owner failed: ${res.status()} ${await res.text()}`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    return new OwnerApi(request, accessToken);
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async list(path: string, query: Record<string, string | number> = {}): Promise<ListResponse<Row>> {
    const res = await this.request.get(`/api/${path}`, { headers: this.headers(), params: query });
    if (!res.ok()) throw new Error(`GET /api/${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as ListResponse<Row>;
  }

  async schema(path: string): Promise<ResourceSpec> {
    const res = await this.request.get(`/api/${path}/get/schema`, { headers: this.headers() });
    if (!res.ok()) throw new Error(`GET /api/${path}/get/schema failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as ResourceSpec;
  }

  async create(path: string, body: Record<string, unknown>): Promise<Row> {
    const res = await this.request.post(`/api/${path}`, { headers: this.headers(), data: body });
    if (!res.ok()) throw new Error(`POST /api/${path} failed: ${res.status()} ${await res.text()}`);
    return unwrap(await res.json());
  }

  /** Changes the fields given of a record (the engine's PUT leaves the others as they are). */
  async update(path: string, id: string, body: Record<string, unknown>): Promise<Row> {
    const res = await this.request.put(`/api/${path}/${id}`, { headers: this.headers(), data: body });
    if (!res.ok()) throw new Error(`PUT /api/${path}/${id} failed: ${res.status()} ${await res.text()}`);
    return unwrap(await res.json());
  }

  /** A module's own PUT route (`settings`), answering its JSON. */
  async put<T>(path: string, body: Record<string, unknown>): Promise<T> {
    const res = await this.request.put(`/api/${path}`, { headers: this.headers(), data: body });
    if (!res.ok()) throw new Error(`PUT /api/${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Any other call's JSON answer (a module's own route, not a resource's record). */
  async read<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const res = await this.request.get(`/api/${path}`, { headers: this.headers(), params: query });
    if (!res.ok()) throw new Error(`GET /api/${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Deletes a record a test made, so the seeded counts other specs read stay as seeded. */
  async remove(path: string, id: string): Promise<void> {
    const res = await this.request.delete(`/api/${path}/${id}`, { headers: this.headers() });
    if (!res.ok()) throw new Error(`DELETE /api/${path}/${id} failed: ${res.status()} ${await res.text()}`);
  }

  /** Any call of a module's own route, answering the response as it is (for a test that checks its status). */
  async send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<APIResponse> {
    return this.request.fetch(`/api/${path}`, { method, headers: this.headers(), ...(body ? { data: body } : {}) });
  }

  async get(path: string, id: string): Promise<Row> {
    const res = await this.request.get(`/api/${path}/${id}`, { headers: this.headers() });
    if (!res.ok()) throw new Error(`GET /api/${path}/${id} failed: ${res.status()} ${await res.text()}`);
    return unwrap(await res.json());
  }
}

/** A name no seeded or earlier record has, so a search finds only this test's rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
