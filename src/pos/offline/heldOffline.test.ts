import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import type { HoldCartBody } from '../../../common/wire/orders';
import { openPosDb, type PosDb } from './db';
import { dropHeldHere, heldHere, holdHere, isHeldHere, sendHeldCarts } from './heldOffline';

/*
 * Issue 25: a cart held while the till is offline is kept in its IndexedDB,
 * listed and resumed like one the server keeps, and handed to the server
 * (then forgotten here) when the connection returns.
 */

const body = (label: string): HoldCartBody & { label: string } => ({
  label,
  cart: { items: [{ _id: 'p1', qty: 2 }], coupon: 'EID10' },
  lines: [{ _id: 'p1', name: 'Shirt', price: 50_000, qty: 2, vat: 5, stock: 4 }],
  customer: null,
  address: null,
});

let n = 0;
const open: PosDb[] = [];
async function fresh(): Promise<PosDb> {
  const db = await openPosDb(`held-test-${n++}`);
  open.push(db);
  return db;
}
afterEach(() => open.splice(0).forEach((db) => db.close()));

describe('carts held offline', () => {
  it('are kept with an id of their own, listed oldest first, and dropped one by one', async () => {
    const db = await fresh();
    const later = await holdHere(db, body('Later'), 1050, 'Rina', new Date('2026-11-27T10:05:00Z'));
    const earlier = await holdHere(db, body('Earlier'), 1050, 'Rina', new Date('2026-11-27T10:00:00Z'));
    expect(isHeldHere(later._id)).toBe(true);
    expect(isHeldHere('3f1c2d3e-0000-4000-8000-000000000000')).toBe(false);
    const kept = await heldHere(db);
    expect(kept.map((h) => h.label)).toEqual(['Earlier', 'Later']);
    expect(kept[0]).toMatchObject({ total: 1050, userName: 'Rina', cart: { coupon: 'EID10' }, lines: [{ name: 'Shirt', qty: 2 }] });
    await dropHeldHere(db, earlier._id);
    expect((await heldHere(db)).map((h) => h.label)).toEqual(['Later']);
  });

  it('go to the server oldest first when the connection returns; one it does not take stays, with those after it', async () => {
    const db = await fresh();
    for (const [i, label] of ['One', 'Two', 'Three'].entries()) await holdHere(db, body(label), null, null, new Date(Date.UTC(2026, 10, 27, 10, i)));
    const received: string[] = [];
    const sent = await sendHeldCarts(db, async (b) => {
      if (b.label === 'Two' && received.length === 1) throw new TypeError('Failed to fetch');
      received.push(b.label ?? '');
    });
    expect(sent).toBe(1);
    expect((await heldHere(db)).map((h) => h.label)).toEqual(['Two', 'Three']);
    expect(await sendHeldCarts(db, async (b) => void received.push(b.label ?? ''))).toBe(2);
    expect(received).toEqual(['One', 'Two', 'Three']);
    expect(await heldHere(db)).toEqual([]);
  });

  it('go with their own id, so one whose answer was lost is not held twice; one picked up since (409) is forgotten here', async () => {
    const db = await fresh();
    const held = await holdHere(db, body('Lost answer'), null, null);
    // The server's rule: one cart per hand-over id; handed over again it answers the same cart, 409 once picked up.
    const server = new Map<string, string>();
    let pickedUp = false;
    const hold = async (b: HoldCartBody) => {
      if (!b.handover) throw new Error('no handover id');
      if (server.has(b.handover) && pickedUp) throw Object.assign(new Error('picked up'), { status: 409 });
      if (!server.has(b.handover)) server.set(b.handover, b.label ?? '');
    };
    // The first hand-over reaches the server but its answer is lost: the cart stays here.
    expect(await sendHeldCarts(db, async (b) => (await hold(b), Promise.reject(new TypeError('Failed to fetch'))))).toBe(0);
    expect(await heldHere(db)).toHaveLength(1);
    pickedUp = true;
    expect(await sendHeldCarts(db, hold)).toBe(1);
    expect(server.size).toBe(1);
    expect([...server.keys()][0]).toBe(held._id.replace(/^local-/, ''));
    expect(await heldHere(db)).toEqual([]);
  });

  it('have their store added to a till database of the first version, whose waiting sales stay', async () => {
    const name = `held-upgrade-${n++}`;
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('catalogue');
        db.createObjectStore('numbers', { keyPath: 'number' });
        db.createObjectStore('sales', { keyPath: 'number' }).createIndex('byState', ['state', 'seq']);
      },
    });
    await v1.put('sales', { number: 'S-000001', state: 'waiting', seq: 1 });
    v1.close();
    const db = await openPosDb(name);
    open.push(db);
    expect(await db.get('sales', 'S-000001')).toMatchObject({ state: 'waiting' });
    await holdHere(db, body('After the upgrade'), null, null);
    expect(await heldHere(db)).toHaveLength(1);
  });
});
