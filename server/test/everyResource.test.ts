import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../domains/resources';
import { createTestApp, type TestApp } from './harness';
import { sampleBody, sampleChange } from './samples';

/**
 * Every declared resource, read from the registry, through the generic calls
 * it answers: create, list, update, copy and delete. A resource declared
 * tomorrow is tested by this file the day it is declared.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(token, { method, url, payload });

describe.each(resources.map((r) => r.path))('%s', (path) => {
  it('answers the generic calls its declaration offers', async () => {
    const res = t.app.registry.get(path);
    if (!res) throw new Error(`${path} is not in the registry`);
    const list = await call('GET', `/api/${path}?limit=5`);
    expect(list.statusCode, list.body).toBe(200);
    expect((await call('GET', `/api/${path}/get/schema`)).json().path).toBe(path);
    expect((await call('GET', `/api/${path}/get/count`)).statusCode).toBe(200);
    if (!res.ops.has('create')) return;

    const made = await call('POST', `/api/${path}`, await sampleBody(t, token, res));
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json() as Record<string, unknown> & { _id: string };
    const listed = await call('GET', `/api/${path}?_id_in=${record._id}`);
    expect(listed.json().doc.map((d: { _id: string }) => d._id)).toEqual([record._id]);
    expect((await call('GET', `/api/${path}/${record._id}`)).json()).toEqual(record);

    const ids = [record._id];
    const change = sampleChange(res);
    if (res.ops.has('edit') && change) {
      const updated = await call('PUT', `/api/${path}/${record._id}`, change);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject(change);
      expect((await call('GET', `/api/${path}/${record._id}`)).json()).toMatchObject(change);
    }
    if (res.ops.has('copy')) {
      const copied = await call('PUT', `/api/${path}/copy/${record._id}`);
      expect(copied.statusCode, copied.body).toBe(201);
      expect(copied.json()._id).not.toBe(record._id);
      ids.push(copied.json()._id);
    }
    if (res.ops.has('delete')) {
      const before = (await call('GET', `/api/${path}/get/count`)).json().count as number;
      for (const id of ids) {
        const gone = await call('DELETE', `/api/${path}/${id}`);
        expect(gone.statusCode, gone.body).toBe(200);
        expect((await call('GET', `/api/${path}/${id}`)).statusCode).toBe(404);
      }
      expect((await call('GET', `/api/${path}/get/count`)).json().count).toBe(before - ids.length);
    }
  });
});
