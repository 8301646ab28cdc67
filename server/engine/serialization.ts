import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';

const COMPILED = new Map<string, (data: unknown) => string>();

/**
 * Fastify's own serializer (fast-json-stringify, what it builds each answer's
 * writer with), compiled once per schema and process rather than once per app:
 * the API tests build dozens of apps in one process, and building every route's
 * writers again was most of each app's start. The app registers no shared
 * schemas (no `addSchema`), so a schema alone says what its writer is.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let write = COMPILED.get(key);
  if (!write) {
    // Built by the route's first answer, not at start (issue 40: as the validators, engine/validation.ts).
    let built: ((data: unknown) => string) | undefined;
    const ready = () => (built ??= fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]));
    UNBUILT.push(ready);
    write = (data) => ready()(data);
    COMPILED.set(key, write);
  }
  return write;
};
const UNBUILT: (() => (data: unknown) => string)[] = [];

/** Builds every answer's writer made so far (the test of every route's schemas): how many there are. */
export function buildEveryWriter(): number {
  for (const ready of UNBUILT) ready();
  return UNBUILT.length;
}
