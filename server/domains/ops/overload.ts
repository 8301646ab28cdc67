import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { ApiError, msg } from '../../engine/errors';
import { embeddedDumpHeldLoop } from './backup/makeBackup';

/** OVERLOAD_EVENT_LOOP_DELAY_MS, OVERLOAD_HEAP_BYTES, OVERLOAD_RETRY_AFTER_S. */
export interface OverloadOptions {
  /** Answer 503 while the event loop lags more than this (ms); default 1000. */
  maxEventLoopDelayMs?: number;
  /** Answer 503 while the heap holds more than this (bytes); default off. */
  maxHeapUsedBytes?: number;
  /** The Retry-After the 503 carries (seconds); default 5. */
  retryAfterSeconds?: number;
  /** How often the load is sampled (ms); default 1000 (tests sample faster). */
  sampleIntervalMs?: number;
}

/**
 * Under overload a request is refused at once with 503 and Retry-After
 * (@fastify/under-pressure), not left to time out in a queue: a client (the
 * admin app's data provider, a load balancer) retries or goes elsewhere. The
 * health and metrics routes are always answered, so a monitor sees the overload.
 */
export const overload = fp<OverloadOptions>(async (app, opts) => {
  const retryAfter = opts.retryAfterSeconds ?? 5;
  const sampleMs = opts.sampleIntervalMs ?? 1000;
  // Start-up (migrations, the embedded database's first queries) blocks the event loop for seconds, and the
  // first samples would call a process that has just started "overloaded": judge only samples taken after it is ready.
  let judgeFrom = Infinity;
  app.addHook('onReady', async () => {
    judgeFrom = Date.now() + 2 * sampleMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs ?? 1000,
    maxHeapUsedBytes: opts.maxHeapUsedBytes ?? 0,
    retryAfter,
    sampleInterval: sampleMs,
    // A request let through is left alone; a refused one is answered here, and Fastify runs nothing after a sent reply.
    pressureHandler: async (req, reply, type, value) => {
      if (Date.now() < judgeFrom || req.url.startsWith('/api/health') || req.url.startsWith('/api/metrics')) return;
      // A backup of the embedded database runs pg_dump in this thread: the requests that waited for it
      // see its lag, not an overload, and are served (they waited for the database's lock anyway).
      const dump = embeddedDumpHeldLoop();
      if (dump.now || Date.now() - dump.endedAt < 2 * sampleMs) return;
      req.log.warn({ type, value }, 'overloaded: answered 503');
      await reply
        .code(503)
        .header('Retry-After', String(retryAfter))
        .send(new ApiError(503, msg('server_overloaded')).body());
    },
  });
});
