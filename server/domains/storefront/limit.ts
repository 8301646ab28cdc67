import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '../../../common/wire/errors';
import { ApiError, msg } from '../../engine/errors';
import { addressList, plainAddress } from '../ops';

/** STOREFRONT_RATE_LIMIT and STOREFRONT_RATE_ALLOW: how many storefront calls an address may make. */
export interface StorefrontLimit {
  /** Calls per address in each window. */
  max: number;
  /** The window, in ms; default a minute. */
  timeWindowMs?: number;
  /** Addresses or CIDR ranges never held (the shop's own server-side renderer, which calls for every visitor). */
  allow?: string[];
}

/** STOREFRONT_RATE_LIMIT when unset: calls a minute per address. */
export const DEFAULT_STOREFRONT_LIMIT = 120;

/** The storefront's refusal over the limit, for the routes' response schemas (and so the API document). */
export const storefrontRateLimited = {
  ...ErrorBody,
  description: 'Too many storefront calls from this address in the last minute (STOREFRONT_RATE_LIMIT); try again after Retry-After',
  headers: { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds until this address may call again' } },
} as typeof ErrorBody;

/** Addresses whose windows are kept at most; past it the oldest window is forgotten (that address starts afresh). */
const MAX_ADDRESSES = 20_000;

/**
 * Calls per address in fixed windows, in this process's memory. Each call is
 * answered a copy of its count: @fastify/rate-limit's own LocalStore answers
 * its stored object, which the plugin reads only after an await, so a burst
 * handled in one tick all read the burst's final count and every call of it
 * was refused, the first `max` too.
 */
class WindowCounts implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, answer: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Kept in the order the windows began, so the first is the oldest.
      this.windows.delete(key);
      if (this.windows.size >= MAX_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count++;
    answer(null, { current: window.count, ttl: window.endsAt - now });
  }

  child(): FastifyRateLimitStore {
    return new WindowCounts();
  }
}

/**
 * The storefront's calls need no token, so a caller is told from another only
 * by its address: `req.ip`, the connection's, or behind TRUST_PROXY the one the
 * proxy appended (an IPv6 address counts by its /64, @fastify/rate-limit's
 * default). Each address may make `max` calls a window, counted in this
 * process's memory: with N API processes behind a load balancer an address
 * gets up to N × max (README, "Configuration"). Over it the answer is 429 with
 * Retry-After, in the API's error body, before any database work. Registered
 * inside the storefront's plugin, so only its routes are held.
 */
export async function limitStorefront(app: FastifyInstance, limit: StorefrontLimit): Promise<void> {
  const allowed = addressList(limit.allow ?? [], 'STOREFRONT_RATE_ALLOW');
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs ?? 60_000,
    store: WindowCounts,
    allowList: (req) => {
      const { address, family } = plainAddress(req.ip);
      return allowed.check(address, family);
    },
    // Thrown by the plugin, answered by the app's error handler in the error body every answer has; the plugin has set Retry-After.
    errorResponseBuilder: (_req, context) => new ApiError(429, msg('storefront_rate_limited', { seconds: Math.ceil(context.ttl / 1000) })),
  });
}
