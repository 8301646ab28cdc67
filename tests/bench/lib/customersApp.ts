import type http from 'node:http';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { addCustomers } from '../../../server/seed/cli';
import { ensureOwner } from '../../../server/domains/accounts/bootstrap';
import { request } from './http';

export const BENCH_OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

/** `count` customers seeded, then an API on a spare port with the bench owner signed in: the list and export benches' start. */
export async function customersApp(label: string, database: Database, dataDir: string, count: number, agent: http.Agent) {
  const seeded = performance.now();
  const added = await addCustomers(database, count);
  console.log(`[${label}] ${added} customers seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir });
  await ensureOwner(database.db, BENCH_OWNER, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const login = await request(agent, port, 'POST', '/api/auth/login', undefined, BENCH_OWNER);
  const token = JSON.parse(login.text).accessToken as string;
  return { app, port, token };
}
