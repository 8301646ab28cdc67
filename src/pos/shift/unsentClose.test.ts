import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/memoryStorage';
import type { CloseShiftInput, ShiftRecord } from '../../../common/wire/shifts';
import { closeSent, forgetCloseSent, keepUnsentClose, onUnsentCloseChange, sendUnsentClose, unsentClose, type UnsentClose } from './unsentClose';

const kept: UnsentClose = {
  shift: '7b0c5c1e-1b1a-4c55-9a55-0d3c8a6c1f10',
  number: 'SH-000042',
  counted: { '500': 1, '100': 2, '50': 1 },
  countedAt: '2026-12-05T10:00:00.000Z',
};
const closed = { _id: kept.shift, number: 'SH-000042', status: 'closed' } as ShiftRecord;
const nothingWaiting = () => Promise.resolve([]);
const failing = (status: number | null) => () =>
  Promise.reject(status === null ? new TypeError('Failed to fetch') : Object.assign(new Error('A cash movement awaits a manager'), { status }));

describe('a shift closed offline', () => {
  it('is sent once with the count typed, then forgotten, and its Z report offered', async () => {
    const storage = new MemoryStorage();
    let changes = 0;
    const stop = onUnsentCloseChange(() => changes++);
    keepUnsentClose(kept, storage);
    expect(unsentClose(storage)).toEqual(kept);
    const sent: [string, CloseShiftInput][] = [];
    const outcome = await sendUnsentClose(
      async (shift, body) => {
        sent.push([shift, body]);
        return closed;
      },
      nothingWaiting,
      storage,
    );
    expect(outcome).toEqual({ kind: 'sent', shift: closed });
    expect(sent).toEqual([[kept.shift, { counted: kept.counted, offlineWaiting: [] }]]);
    expect(unsentClose(storage)).toBeNull();
    expect(closeSent(storage)).toEqual({ shift: kept.shift, number: 'SH-000042' });
    expect(await sendUnsentClose(() => Promise.reject(new Error('not called')), nothingWaiting, storage)).toEqual({ kind: 'none' });
    forgetCloseSent(storage);
    expect(closeSent(storage)).toBeNull();
    stop();
    expect(changes).toBe(3);
  });

  it('waits while sales of its shift are still queued: they go first, so the server counts them', async () => {
    const storage = new MemoryStorage();
    keepUnsentClose(kept, storage);
    const asked: string[] = [];
    const outcome = await sendUnsentClose(
      () => Promise.reject(new Error('not called')),
      async (shift) => {
        asked.push(shift);
        return ['S-000101'];
      },
      storage,
    );
    expect(outcome).toEqual({ kind: 'waiting' });
    expect(asked).toEqual([kept.shift]);
    expect(unsentClose(storage)).toEqual(kept);
  });

  it('is kept to try again when there is no answer, a 5xx, a 401 or a 429; dropped, with the server’s words, when refused', async () => {
    const storage = new MemoryStorage();
    keepUnsentClose(kept, storage);
    for (const status of [null, 0, 503, 401, 429]) {
      expect(await sendUnsentClose(failing(status), nothingWaiting, storage)).toEqual({ kind: 'retry' });
      expect(unsentClose(storage)).toEqual(kept);
    }
    expect(await sendUnsentClose(failing(409), nothingWaiting, storage)).toEqual({
      kind: 'refused',
      number: 'SH-000042',
      message: 'A cash movement awaits a manager',
    });
    expect(unsentClose(storage)).toBeNull();
    expect(closeSent(storage)).toBeNull();
  });
});
