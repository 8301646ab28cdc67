import type { MessageProduct } from './catalogue';
import type { MessageOrder } from './read';
import type { TestMessage } from './testSet';
import { valueOf } from './types';

/**
 * How many of a test message's fields the reader got right, the way the
 * issue counts them: phone, name, district, thana, the items (each product
 * and variant, in order) and their quantities. A field the message leaves
 * out, or leaves to staff, is right only when the reader leaves it unread.
 */
export const FIELDS = ['phone', 'name', 'district', 'thana', 'items', 'quantities'] as const;
export type ScoredField = (typeof FIELDS)[number];

export interface FieldScore {
  right: boolean;
  expected: unknown;
  got: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function scoreMessage(expected: TestMessage, read: MessageOrder, catalogue: readonly MessageProduct[]): Record<ScoredField, FieldScore> {
  const skuOf = (id: string) => catalogue.find((p) => p.id === id)?.sku ?? id;
  const got = {
    phone: valueOf(read.phone),
    name: valueOf(read.name),
    district: valueOf(read.district)?.en ?? null,
    thana: valueOf(read.thana)?.en ?? null,
    items: read.items.map((i) => {
      const product = valueOf(i.product);
      const variant = i.variant ? valueOf(i.variant) : null;
      return [product ? skuOf(product.id) : null, variant?.name ?? null];
    }),
    quantities: read.items.map((i) => valueOf(i.quantity)),
  };
  const want = {
    phone: expected.phone,
    name: expected.name,
    district: expected.district,
    thana: expected.thana,
    items: expected.items.map((i) => [i.sku, i.variant]),
    quantities: expected.items.map((i) => i.quantity),
  };
  return Object.fromEntries(FIELDS.map((f) => [f, { right: same(want[f], got[f]), expected: want[f], got: got[f] }])) as Record<ScoredField, FieldScore>;
}
