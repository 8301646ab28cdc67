import { beforeEach, describe, expect, it } from 'vitest';
import { cartFigures, lineKey, useCart, type CartAddress, type CartLine } from './cartStore';

const shirt: Omit<CartLine, 'qty'> = { _id: 'p1', name: 'Oxford shirt', price: 120000, vat: 5, stock: 3 };
const panjabiM: Omit<CartLine, 'qty'> = { _id: 'p2', variant: 'v-m-white', name: 'Panjabi', variantName: 'M-White', price: 250000, vat: 7.5, stock: 10 };
const address: CartAddress = { name: 'Rahim', email: 'r@example.com', phone: '01712345678', street: '12 Road 5', city: 'Dhaka', postalCode: '1205' };

const cart = () => useCart.getState();

beforeEach(() => {
  localStorage.clear();
  cart().reset();
  cart().setCustomer('guest');
});

describe('the point-of-sale cart (spec §4, §5)', () => {
  it('adds a line with quantity 1 by default, and raises the quantity of a line already there', () => {
    expect(cart().add(shirt)).toBe('added');
    expect(cart().add(shirt)).toBe('added');
    expect(cart().add(panjabiM, 2)).toBe('added');
    expect(cart().lines.map((l) => [lineKey(l), l.qty])).toEqual([
      ['p1', 2],
      ['p2:v-m-white', 2],
    ]);
  });

  it('ignores a quantity of zero or less', () => {
    expect(cart().add(shirt, 0)).toBe('ignored');
    expect(cart().add(shirt, -2)).toBe('ignored');
    expect(cart().lines).toEqual([]);
    cart().add(shirt);
    expect(cart().setQty('p1', 0)).toBe('ignored');
    expect(cart().lines[0].qty).toBe(1);
  });

  it('is out of stock below 1, or below what is in the cart plus what is asked', () => {
    expect(cart().add({ ...shirt, stock: 0 })).toBe('out-of-stock');
    expect(cart().add(shirt, 2)).toBe('added');
    expect(cart().add(shirt, 2)).toBe('out-of-stock');
    expect(cart().add(shirt, 1)).toBe('added');
    expect(cart().add(shirt, 1)).toBe('out-of-stock');
    expect(cart().setQty('p1', 4)).toBe('out-of-stock');
    expect(cart().lines[0].qty).toBe(3);
  });

  it('minus takes one away and drops the line at zero; remove drops the whole line', () => {
    cart().add(shirt, 2);
    cart().add(panjabiM, 3);
    cart().decrement('p1');
    expect(cart().lines.find((l) => l._id === 'p1')?.qty).toBe(1);
    cart().decrement('p1');
    expect(cart().lines.map(lineKey)).toEqual(['p2:v-m-white']);
    cart().removeLine('p2:v-m-white');
    expect(cart().lines).toEqual([]);
  });

  it('resets every total to zero when the cart becomes empty', () => {
    cart().setShipping(6000);
    cart().add(shirt);
    expect(cartFigures(cart()).total).toBe(120000 + 6000 + 6000);
    cart().decrement('p1');
    expect(cartFigures(cart())).toMatchObject({ subTotal: 0, vat: 0, shipping: 0, discount: 0, total: 0 });
  });

  it('clear empties the cart and sets the customer back to guest, keeping the address; reset clears the address too', () => {
    cart().add(shirt);
    cart().setCustomer({ _id: 'c1', name: 'Rahim', phone: '01712345678' });
    cart().setAddress(address);
    cart().clear();
    expect(cart().lines).toEqual([]);
    expect(cart().customer).toBe('guest');
    expect(cart().address).toEqual(address);
    cart().reset();
    expect(cart().address).toBeNull();
  });

  it("shows the server's figures only for the cart they were asked for; an older answer never overwrites a newer one", () => {
    cart().add(shirt);
    const first = cart().revision;
    cart().add(panjabiM);
    const second = cart().revision;
    const figures = { subTotal: 1, vat: 2, shipping: 0, discount: 0, total: 3, short: [] };
    expect(cart().applyServerTotals(second, figures)).toBe(true);
    expect(cart().applyServerTotals(first, { ...figures, total: 999 })).toBe(false);
    expect(cartFigures(cart())).toMatchObject({ total: 3, fromServer: true });
    cart().add(shirt);
    // The cart changed: the local rule stands in until the server answers again.
    expect(cartFigures(cart())).toMatchObject({ subTotal: 2 * 120000 + 250000, fromServer: false });
  });

  it('lives in local storage, so a reload loses nothing', () => {
    cart().add(panjabiM, 2);
    cart().setAddress(address);
    const saved = JSON.parse(localStorage.getItem('pos-cart') ?? '{}') as { state: { lines: CartLine[]; address: CartAddress } };
    expect(saved.state.lines).toMatchObject([{ _id: 'p2', variant: 'v-m-white', qty: 2 }]);
    expect(saved.state.address).toEqual(address);
  });
});
