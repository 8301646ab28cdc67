import type { HeldCart, HoldCartBody } from '../../../common/wire/orders';
import type { PosDb } from './db';
import { statusOf } from './sendSale';

/** The id of a cart held on this till while offline: never one the server gave. */
const LOCAL = 'local-';

export const isHeldHere = (id: string): boolean => id.startsWith(LOCAL);

/**
 * Holds the cart in the till's IndexedDB (issue 25): offline, the server
 * cannot keep it. It is listed and resumed like a held cart of the server,
 * and handed to the server when the connection returns (`sendHeldCarts`),
 * so any till can pick it up then.
 */
export async function holdHere(
  db: PosDb,
  body: HoldCartBody & { label: string },
  total: number | null,
  userName: string | null,
  now = new Date(),
): Promise<HeldCart> {
  const at = now.toISOString();
  const held: HeldCart = {
    _id: `${LOCAL}${crypto.randomUUID()}`,
    label: body.label,
    cart: body.cart,
    lines: body.lines ?? [],
    customer: body.customer ?? null,
    address: body.address ?? null,
    total,
    userId: null,
    userName,
    createdAt: at,
    updatedAt: at,
  };
  await db.put('held', held);
  return held;
}

/** The carts held on this till, oldest first. */
export async function heldHere(db: PosDb): Promise<HeldCart[]> {
  return (await db.getAll('held')).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function dropHeldHere(db: PosDb, id: string): Promise<void> {
  await db.delete('held', id);
}

/**
 * Hands each cart held here to the server (`hold`: `POST orders/held`), then
 * forgets it here; one the server did not take stays for the next time.
 * Each goes with its own id as `handover`, so one handed over before whose
 * answer was lost is not held twice (409: handed over and picked up since).
 * Answers how many were handed over.
 */
export async function sendHeldCarts(db: PosDb, hold: (body: HoldCartBody) => Promise<unknown>): Promise<number> {
  let sent = 0;
  for (const held of await heldHere(db)) {
    try {
      await hold({
        label: held.label,
        cart: held.cart,
        lines: held.lines,
        customer: held.customer ?? undefined,
        address: held.address,
        handover: held._id.slice(LOCAL.length),
      });
    } catch (e) {
      if (statusOf(e) !== 409) break;
    }
    await db.delete('held', held._id);
    sent += 1;
  }
  return sent;
}
