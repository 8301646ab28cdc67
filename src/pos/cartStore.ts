import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Poisha } from '../../common/money';
import { priceCart, type CartPrice, type ProductDiscount } from '../../common/pricing';

/**
 * The point-of-sale cart (spec §3.5, §4, §5), kept in local storage so a reload
 * or a crashed tab loses nothing. The rules of §4 live here and nowhere else;
 * the server prices the cart again (`POST orders/cart-total`) and its figures
 * replace the local ones, newest answer only.
 */

/** One line: a product, or one variant of a variable product. */
export interface CartLine {
  /** The product's id. */
  _id: string;
  /** The variant's id, for a variable product. */
  variant?: string;
  name: string;
  variantName?: string;
  image?: string;
  /** Listed unit price, poisha. */
  price: Poisha;
  /** VAT percent. */
  vat: number;
  discount?: ProductDiscount | null;
  qty: number;
  /** Stock when the line was added or last refreshed. */
  stock: number;
}

export interface CartAddress {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state?: string;
  country?: string;
  postalCode: string;
}

export interface CartCustomer {
  _id: string;
  name: string;
  phone?: string;
  email?: string;
}

/** The server's figures for one version of the cart. */
export interface ServerTotals extends Omit<CartPrice, 'items'> {
  /** Lines the server found short of stock (line keys). */
  short: string[];
}

export type AddResult = 'added' | 'ignored' | 'out-of-stock';

export interface CartState {
  lines: CartLine[];
  customer: CartCustomer | 'guest';
  address: CartAddress | null;
  coupon: string;
  /** Manual discount, poisha. */
  manualDiscount: Poisha;
  shipping: Poisha;
  /** Bumped on every change of what is priced; an answer for an older revision is dropped. */
  revision: number;
  server: (ServerTotals & { revision: number }) | null;

  add(item: Omit<CartLine, 'qty'>, qty?: number): AddResult;
  /** Minus: one less, and the line goes at zero. */
  decrement(key: string): void;
  setQty(key: string, qty: number): AddResult;
  removeLine(key: string): void;
  /** Empties the cart and sets the customer back to guest. */
  clear(): void;
  /** Clear, and the address too. */
  reset(): void;
  setCustomer(customer: CartCustomer | 'guest'): void;
  setAddress(address: CartAddress | null): void;
  setCoupon(code: string): void;
  setManualDiscount(amount: Poisha): void;
  setShipping(amount: Poisha): void;
  /** Keep the server's figures if they answer the current revision. */
  applyServerTotals(revision: number, totals: ServerTotals): boolean;
}

export const lineKey = (line: Pick<CartLine, '_id' | 'variant'>): string => (line.variant ? `${line._id}:${line.variant}` : line._id);

/** §5: blocked when stock is below 1, or below what is in the cart plus what is asked. */
export function canAdd(stock: number, inCart: number, qty: number): boolean {
  return stock >= 1 && stock >= inCart + qty;
}

const EMPTY = {
  lines: [] as CartLine[],
  customer: 'guest' as const,
  coupon: '',
  manualDiscount: 0,
  server: null,
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => {
      /** A change to what is priced: a new revision, so older server answers are dropped. */
      const change = (patch: Partial<CartState>) =>
        set((s) => {
          const next = { ...s, ...patch, revision: s.revision + 1 };
          return next.lines.length === 0 ? { ...next, server: null } : next;
        });

      return {
        ...EMPTY,
        address: null,
        shipping: 0,
        revision: 0,

        add(item, qty = 1) {
          if (!Number.isInteger(qty) || qty <= 0) return 'ignored';
          const key = lineKey(item);
          const lines = get().lines;
          const existing = lines.find((l) => lineKey(l) === key);
          const stock = item.stock;
          if (!canAdd(stock, existing?.qty ?? 0, qty)) return 'out-of-stock';
          change({
            lines: existing
              ? lines.map((l) => (l === existing ? { ...l, ...item, qty: l.qty + qty } : l))
              : [...lines, { ...item, qty }],
          });
          return 'added';
        },

        decrement(key) {
          const lines = get().lines;
          const line = lines.find((l) => lineKey(l) === key);
          if (!line) return;
          change({ lines: line.qty <= 1 ? lines.filter((l) => l !== line) : lines.map((l) => (l === line ? { ...l, qty: l.qty - 1 } : l)) });
        },

        setQty(key, qty) {
          if (!Number.isInteger(qty) || qty <= 0) return 'ignored';
          const lines = get().lines;
          const line = lines.find((l) => lineKey(l) === key);
          if (!line) return 'ignored';
          if (!canAdd(line.stock, 0, qty)) return 'out-of-stock';
          change({ lines: lines.map((l) => (l === line ? { ...l, qty } : l)) });
          return 'added';
        },

        removeLine(key) {
          change({ lines: get().lines.filter((l) => lineKey(l) !== key) });
        },

        clear() {
          change({ ...EMPTY });
        },

        reset() {
          change({ ...EMPTY, address: null, shipping: 0 });
        },

        setCustomer(customer) {
          set({ customer });
        },
        setAddress(address) {
          set({ address });
        },
        setCoupon(code) {
          change({ coupon: code.trim().toUpperCase() });
        },
        setManualDiscount(amount) {
          change({ manualDiscount: Math.max(0, Math.trunc(amount)) });
        },
        setShipping(amount) {
          change({ shipping: Math.max(0, Math.trunc(amount)) });
        },

        applyServerTotals(revision, totals) {
          if (revision !== get().revision) return false;
          set({ server: { ...totals, revision } });
          return true;
        },
      };
    },
    {
      name: 'pos-cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lines, customer, address, coupon, manualDiscount, shipping, revision }) => ({
        lines,
        customer,
        address,
        coupon,
        manualDiscount,
        shipping,
        revision,
      }),
    },
  ),
);

/**
 * The figures to show: the server's for the current revision, else the same
 * rule worked out here (common/pricing) with the manual discount, until the
 * server answers (a coupon's amount is only known to the server).
 */
export function cartFigures(state: Pick<CartState, 'lines' | 'shipping' | 'manualDiscount' | 'server' | 'revision'>): Omit<CartPrice, 'items'> & { fromServer: boolean } {
  if (state.lines.length === 0) return { subTotal: 0, vat: 0, shipping: 0, discount: 0, total: 0, fromServer: false };
  if (state.server && state.server.revision === state.revision) {
    const { subTotal, vat, shipping, discount, total } = state.server;
    return { subTotal, vat, shipping, discount, total, fromServer: true };
  }
  const { subTotal, vat, shipping, discount, total } = priceCart(
    state.lines.map((l) => ({ key: lineKey(l), name: l.name, price: l.price, qty: l.qty, vat: l.vat, discount: l.discount })),
    { shipping: state.shipping, discount: state.manualDiscount },
  );
  return { subTotal, vat, shipping, discount, total, fromServer: false };
}
