import { describe, expect, it } from 'vitest';
import { Semaphore } from '../domains/accounts/semaphore';

describe('Semaphore', () => {
  it('runs at most its size at once, every task to the end, in the order they came', async () => {
    const gate = new Semaphore(3);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      finished.push(n);
      return n;
    };
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => gate.run(task(n))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
    expect(gate.peak).toBe(3);
    expect(finished).toHaveLength(10);
  });

  it('frees its slot when a task fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
