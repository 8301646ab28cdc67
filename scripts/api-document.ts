import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { openPglite } from '../server/db/client';

/**
 * `npm run api:document > before.json`: the API document (/api/docs/json) of a fresh embedded
 * database, every object's keys sorted, so two versions of the code can be compared with diff
 * whatever order their routes were registered in (a refactor that moves code must leave it equal).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'api-document-'));
const database = await openPglite();
const app = await buildApp({ database, jwtSecret: 'api-document-only-'.repeat(3), dataDir });
const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as unknown;
const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;
process.stdout.write(`${JSON.stringify(sorted(doc), null, 1)}\n`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
