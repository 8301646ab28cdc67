/**
 * At most `perSecond` calls a second: each `take` waits for its slot, slots
 * spaced evenly. One per gateway per API process.
 */
export class RateLimit {
  private next = 0;

  constructor(private readonly perSecond: number) {}

  async take(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.next);
    this.next = slot + 1000 / this.perSecond;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }
}
