const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `limit` calls in any `windowMs` (a sliding window of the calls'
 * times): Pathao answers 429 past about 60 a minute, and a 429 still counts,
 * so the adapter spaces its own calls rather than learn the limit from them.
 * Counted in this process's memory: N API processes may make N × the limit.
 */
export class RateLimiter {
  private readonly sent: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Takes a slot, waiting for one until `deadline`; false when none frees in time. */
  async acquire(deadline: number): Promise<boolean> {
    for (;;) {
      const now = Date.now();
      while (this.sent.length > 0 && this.sent[0] <= now - this.windowMs) this.sent.shift();
      // Checked and taken with no await between: callers waiting together cannot both take the last slot.
      if (this.sent.length < this.limit) {
        this.sent.push(now);
        return true;
      }
      const free = this.sent[0] + this.windowMs;
      if (free > deadline) return false;
      await sleep(Math.max(1, free - now));
    }
  }
}
