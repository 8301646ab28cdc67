/**
 * At most `size` tasks at a time; the rest wait in order. Each argon2 hash
 * takes 19 MiB for a moment, so a burst of sign-ins waits here instead of
 * asking for hundreds of them at once.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks ever running at once (tests read it). */
  peak = 0;

  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, so `active` never dips and a newcomer cannot jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
