import { timingOf } from './http';

export interface Burst {
  /** How many calls ended in each outcome (`201`, `409`, `error`…). */
  outcomes: Record<string, number>;
  elapsedMs: number;
  p50: number;
  p95: number;
  /** Successful calls per second over the whole burst. */
  perSecond: number;
  firstError?: string;
}

/**
 * `total` calls from `clients` clients at once, each starting its next call as
 * soon as its last one is answered (a till does not wait for another). `call`
 * answers its outcome; `ok` says which outcome counts for the rate. `call` is
 * told which client makes it (0 to clients − 1), for calls that belong to one
 * client (a till's sales name that till's own shift).
 */
export async function burst(total: number, clients: number, call: (i: number, client: number) => Promise<string>, ok: string): Promise<Burst> {
  const outcomes: Record<string, number> = {};
  const samples: number[] = [];
  let next = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const client = async (c: number) => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      let outcome: string;
      try {
        outcome = await call(i, c);
      } catch (err) {
        outcome = 'error';
        firstError ??= err instanceof Error ? err.message : String(err);
      }
      samples.push(performance.now() - t);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const elapsedMs = performance.now() - started;
  return { outcomes, elapsedMs, ...timingOf(samples), perSecond: ((outcomes[ok] ?? 0) * 1000) / elapsedMs, firstError };
}
