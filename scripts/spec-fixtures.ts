/**
 * Writes the specs the server serves, from its declarations, to the file
 * the admin app's component tests read (`npm run fixtures`), so the tests
 * never run against a hand-written copy that drifted from the server.
 * server/test/specFixtures.test.ts fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceSpec } from '../common/resourceSpec';
import { Registry } from '../server/engine/registry';
import { resources } from '../server/domains/resources';

export const FIXTURE_FILE = fileURLToPath(new URL('../src/test/fixtures/specs.json', import.meta.url));

/** Every resource's spec as `GET /api/{path}/get/schema` answers it, by path. */
export function servedSpecs(): Record<string, ResourceSpec> {
  const registry = new Registry(resources);
  return Object.fromEntries(registry.all().map((res) => [res.decl.path, registry.publicSpec(res.decl.path)]));
}

export const fixtureText = () => `${JSON.stringify(servedSpecs(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(FIXTURE_FILE, fixtureText());
  console.log(`wrote ${FIXTURE_FILE}`);
}
