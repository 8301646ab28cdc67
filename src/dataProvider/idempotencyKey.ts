/**
 * A fresh Idempotency-Key for a write the server must make once (a sale, an
 * exchange): sent again with the same body after a lost answer, the server
 * answers the first result. Plain http pages lack crypto.randomUUID.
 */
export const newIdempotencyKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);
