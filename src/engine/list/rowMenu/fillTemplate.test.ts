import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('fills {_id} and dotted fields from the record, encoding them for a URL', () => {
    const record = { id: 'a1', _id: 'a1', slug: 'men shirts', meta: { title: 'Eid/2026' } };
    expect(fillTemplate('/orders/{_id}/invoice', record)).toBe('/orders/a1/invoice');
    expect(fillTemplate('https://shop.example/c/{slug}?t={meta.title}', record)).toBe('https://shop.example/c/men%20shirts?t=Eid%2F2026');
  });

  it('uses react-admin’s id when the record has no _id, and leaves unknown fields empty', () => {
    expect(fillTemplate('/x/{_id}/{missing}', { id: 'b2' })).toBe('/x/b2/');
  });
});
