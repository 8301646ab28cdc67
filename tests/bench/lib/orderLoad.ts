/**
 * The load client of the order benchmark (orders.bench.ts forks it): a process
 * of its own, so that sending and timing the calls does not share the server's
 * thread. It gets one job, sends every body as `POST /api/orders` with its own
 * Idempotency-Key from `clients` clients at once, answers the figures and exits.
 * With `ports`, the calls go to those API processes in turn (ops.bench.ts: a fleet);
 * with `path`, to another order call (publicOrders.bench.ts: the online shop's, with no token).
 */
import http from 'node:http';
import { burst, type Burst } from './concurrent';
import { request } from './http';

export interface LoadJob {
  port: number;
  /** The staff token; absent, no Authorization header (the online shop's customer has none). */
  token?: string;
  /** The call the bodies are posted to; `/api/orders` when absent. */
  path?: string;
  bodies: unknown[];
  clients: number;
  keyPrefix: string;
  /** Several API processes on one database: call i goes to ports[i % ports.length] instead of `port`. */
  ports?: number[];
  /** One open shift per client (its own till's): client c's sales name shifts[c], as each till names its own. */
  shifts?: string[];
}

process.once('message', (job: LoadJob) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
  const call = async (i: number, client: number) => {
    const port = job.ports?.length ? job.ports[i % job.ports.length] : job.port;
    const shift = job.shifts?.[client];
    const body = shift ? { ...(job.bodies[i] as Record<string, unknown>), shift } : job.bodies[i];
    const res = await request(agent, port, 'POST', job.path ?? '/api/orders', job.token, body, { 'idempotency-key': `${job.keyPrefix}-${i}` });
    // 409 is the shelf running out (the contended product), a fair answer; anything else is a failure.
    if (res.status !== 201 && res.status !== 409) throw new Error(`${res.status} ${res.text.slice(0, 300)}`);
    return String(res.status);
  };
  void burst(job.bodies.length, job.clients, call, '201').then((result: Burst) => {
    agent.destroy();
    process.send?.(result, () => process.exit(0));
  });
});
