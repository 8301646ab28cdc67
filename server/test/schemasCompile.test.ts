/**
 * Route schemas are compiled by each route's first request, not at start
 * (engine/validation.ts, engine/serialization.ts; issue 40). This compiles
 * them all at once, so a schema ajv or fast-json-stringify refuses fails here
 * instead of answering some first request with an error.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildEveryWriter } from '../engine/serialization';
import { compileEveryValidator } from '../engine/validation';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("every route's validators and answer writers compile", () => {
  expect(compileEveryValidator()).toBeGreaterThan(100);
  expect(buildEveryWriter()).toBeGreaterThan(100);
});
