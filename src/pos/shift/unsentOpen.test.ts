import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/memoryStorage';
import { keepUnsentOpen, sendUnsentOpen, unsentOpen } from './unsentOpen';

const body = { id: '7b0c5c1e-1b1a-4c55-9a55-0d3c8a6c1f10', device: 'till-abcdefgh', float: { '500': 2 } };
const failing = (status: number | null) => () =>
  Promise.reject(status === null ? new TypeError('Failed to fetch') : Object.assign(new Error('refused'), { status }));

describe('a shift opened offline', () => {
  it('is sent once, with the till’s id, and then forgotten', async () => {
    const storage = new MemoryStorage();
    keepUnsentOpen(body, storage);
    const sent: unknown[] = [];
    expect(
      await sendUnsentOpen(async (b) => {
        sent.push(b);
      }, storage),
    ).toBe('sent');
    expect(sent).toEqual([body]);
    expect(unsentOpen(storage)).toBeNull();
    expect(await sendUnsentOpen(() => Promise.reject(new Error('not called')), storage)).toBe('none');
  });

  it('is kept to try again when there is no answer, a 5xx, a 401 or a 429; dropped when the server refuses it', async () => {
    const storage = new MemoryStorage();
    keepUnsentOpen(body, storage);
    for (const status of [null, 0, 503, 401, 429]) {
      expect(await sendUnsentOpen(failing(status), storage)).toBe('retry');
      expect(unsentOpen(storage)).toEqual(body);
    }
    expect(await sendUnsentOpen(failing(409), storage)).toBe('refused');
    expect(unsentOpen(storage)).toBeNull();
  });
});
