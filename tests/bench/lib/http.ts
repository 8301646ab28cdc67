import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';

const KEEP_BYTES = 4 * 1024 * 1024;

export interface Answer {
  status: number;
  bytes: number;
  /** The body up to 4 MB (a list page or a record whole; an export's start). */
  text: string;
}

/**
 * HTTP over loopback as a client would call the API: the body read to the end,
 * kept-alive sockets of the given agent.
 */
export async function request(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    return await send(agent, port, method, path, token, body, headers);
  } catch (err) {
    // A kept-alive socket the server closed while idle: open a new one.
    if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
    return send(agent, port, method, path, token, body, headers);
  }
}

function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        const keep: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          // An export of many megabytes is counted, not kept.
          if (bytes < KEEP_BYTES) keep.push(c);
          bytes += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, text: Buffer.concat(keep).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Timing {
  p50: number;
  p95: number;
}

/** The p50 and p95 of samples in ms (sorts them in place). */
export function timingOf(samples: number[]): Timing {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** How long one call took, in ms. */
async function msOf(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** `runs` calls one after the other, after `warmup` calls that are not counted; `fn` gets the call's index. */
export async function time(fn: (i: number) => Promise<unknown>, runs: number, warmup: number): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await msOf(() => fn(warmup + i)));
  return timingOf(samples);
}

/**
 * An endpoint and its SQL timed call by call in turn (endpoint then SQL, then
 * SQL then endpoint, and so on) instead of one series after the other: both
 * see the same warm-up of caches and plans and the same load on a shared
 * machine, so their ratio compares the code and not the moment.
 */
export async function timeSideBySide(
  api: () => Promise<unknown>,
  sql: () => Promise<unknown>,
  runs: number,
  warmup: number,
): Promise<{ api: Timing; sql: Timing }> {
  for (let i = 0; i < warmup; i++) {
    await api();
    await sql();
  }
  const samples = { api: [] as number[], sql: [] as number[] };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      samples.api.push(await msOf(api));
      samples.sql.push(await msOf(sql));
    } else {
      samples.sql.push(await msOf(sql));
      samples.api.push(await msOf(api));
    }
  }
  return { api: timingOf(samples.api), sql: timingOf(samples.sql) };
}

/** The machine's load, to print beside the figures (the machine is shared). */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${availableParallelism()} CPUs`;
}
