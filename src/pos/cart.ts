import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { lineTotal, poisha, ZERO, type Poisha } from '../../common/money';
import { discountedUnitPrice, type ProductDiscount } from '../../common/pricing';
import type { Address } from '../../common/wire/address';
import type { HeldCustomer } from '../../common/wire/orders';

/**
 * The point-of-sale cart (spec §3.5, §4, §5), kept in local storage so a reload
 * or a crashed tab loses nothing. The rules of §4 live here and nowhere else.
 * Every figure of the cart's totals is the server's (`POST orders/cart-total`)
 * for the cart as it is (issue 19): until the answer for the newest change
 * arrives, the last answer is shown as not current, never mixed with figures
 * worked out here.
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

/** The delivery address: the one an order takes (common/wire/address.ts). */
export type CartAddress = Address;

/** The chosen customer, as a held cart keeps it (common/wire/orders.ts). */
export type CartCustomer = HeldCustomer;

/** What the server charges for one line. */
export interface ServerLinePrice {
  listPrice: Poisha;
  unitPrice: Poisha;
  totalPrice: Poisha;
}

/** A line the server will not sell, and why (the server's coded message). */
export interface RefusedLineNote {
  key: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** The server's figures for one version of the cart (poisha). */
export interface ServerTotals {
  subTotal: Poisha;
  vat: Poisha;
  shipping: Poisha;
  discount: Poisha;
  total: Poisha;
  /** What paying wholly in cash adds to the total (the shop's cash rounding). */
  rounding: Poisha;
  cashTotal: Poisha;
  /** The shop rounds the cash part of a sale to the whole taka. */
  roundCash: boolean;
  /** Lines the server found short of stock (line keys). */
  short: string[];
  /** Each priced line's stock at the till's location, by line key. */
  stock: Record<string, number>;
  /** Lines the server refused; the figures above are those of the other lines. */
  refused: RefusedLineNote[];
  /** What each priced line is charged, by line key. */
  lines: Record<string, ServerLinePrice>;
}

export type AddResult = 'added' | 'ignored' | 'out-of-stock';

export interface CartState {
  lines: CartLine[];
  customer: CartCustomer | 'guest';
  address: CartAddress | null;
  /** Keep the address on the chosen customer with the sale (the address dialog's switch, on unless turned off). */
  keepAddress: boolean;
  /** The sale was read from a customer's message (issue 38): placed, it is sent with `source: 'message'`. */
  fromMessage: boolean;
  /** What a message said of the address, for the address dialog, until staff complete and save it (it has no email, often no post code). */
  draftAddress: Partial<CartAddress> | null;
  coupon: string;
  /** The last code the server refused, and why; the code is no longer in the cart (issue 19). */
  refusedCoupon: { code: string; error: string } | null;
  /** Manual discount, poisha. */
  manualDiscount: Poisha;
  /** Shipping the cashier typed (0 included), poisha; null: the delivery charge of the address (server). */
  shipping: Poisha | null;
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
  setAddress(address: CartAddress | null, keep?: boolean): void;
  /** The cart now holds an order read from a message, with what it said of the address. */
  markFromMessage(draftAddress: Partial<CartAddress> | null): void;
  setCoupon(code: string): void;
  /** The server refused the cart's coupon: take it out, and keep the code and the reason to show. */
  refuseCoupon(code: string, error: string): void;
  setManualDiscount(amount: Poisha): void;
  /** A typed amount sticks until cleared with null. */
  setShipping(amount: Poisha | null): void;
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
  refusedCoupon: null,
  manualDiscount: ZERO,
  server: null,
  // A new sale is the till's own until a message fills it again.
  fromMessage: false,
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
        keepAddress: true,
        draftAddress: null,
        shipping: null,
        revision: 0,

        add(item, qty = 1) {
          if (!Number.isInteger(qty) || qty <= 0) return 'ignored';
          const key = lineKey(item);
          const lines = get().lines;
          const existing = lines.find((l) => lineKey(l) === key);
          const stock = item.stock;
          if (!canAdd(stock, existing?.qty ?? 0, qty)) return 'out-of-stock';
          change({
            lines: existing ? lines.map((l) => (l === existing ? { ...l, ...item, qty: l.qty + qty } : l)) : [...lines, { ...item, qty }],
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
          change({ ...EMPTY, address: null, keepAddress: true, draftAddress: null, shipping: null });
        },

        setCustomer(customer) {
          set({ customer });
        },
        setAddress(address, keep = true) {
          // The address decides the delivery charge: price the cart again. Saved or deleted, it replaces a message's draft.
          change({ address, keepAddress: keep, draftAddress: null });
        },
        markFromMessage(draftAddress) {
          set({ fromMessage: true, draftAddress });
        },
        setCoupon(code) {
          change({ coupon: code.trim().toUpperCase(), refusedCoupon: null });
        },
        refuseCoupon(code, error) {
          if (get().coupon === code) change({ coupon: '', refusedCoupon: { code, error } });
        },
        setManualDiscount(amount) {
          change({ manualDiscount: poisha(Math.max(0, Math.trunc(amount))) });
        },
        setShipping(amount) {
          change({ shipping: amount === null ? null : poisha(Math.max(0, Math.trunc(amount))) });
        },

        applyServerTotals(revision, totals) {
          if (revision !== get().revision) return false;
          // The lines' stock becomes the server's figure at the till's location (it may have switched,
          // or sold elsewhere), so + and the quantity field check against what is on that shelf now.
          const lines = get().lines;
          const fresh = lines.map((l) => {
            const stock = totals.stock[lineKey(l)];
            return stock === undefined || stock === l.stock ? l : { ...l, stock };
          });
          set({ server: { ...totals, revision }, ...(fresh.some((l, i) => l !== lines[i]) ? { lines: fresh } : {}) });
          return true;
        },
      };
    },
    {
      name: 'pos-cart',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // Version 1 kept shipping 0 for "none typed"; it now follows the address.
      migrate: (persisted, version) => {
        const state = persisted as Partial<CartState>;
        return version < 2 && state.shipping === 0 ? { ...state, shipping: null } : state;
      },
      partialize: ({ lines, customer, address, keepAddress, fromMessage, draftAddress, coupon, manualDiscount, shipping, revision }) => ({
        lines,
        customer,
        address,
        keepAddress,
        fromMessage,
        draftAddress,
        coupon,
        manualDiscount,
        shipping,
        revision,
      }),
    },
  ),
);

const NOTHING: ServerTotals = {
  subTotal: ZERO,
  vat: ZERO,
  shipping: ZERO,
  discount: ZERO,
  total: ZERO,
  rounding: ZERO,
  cashTotal: ZERO,
  roundCash: false,
  short: [],
  stock: {},
  refused: [],
  lines: {},
};

/**
 * The totals to show: the server's answer, and whether it answers the cart as
 * it is now (`current`). An empty cart is all zeros (spec §4); before the
 * first answer there are no figures.
 */
export function shownTotals(state: Pick<CartState, 'lines' | 'server' | 'revision'>): { totals: ServerTotals | null; current: boolean } {
  if (state.lines.length === 0) return { totals: NOTHING, current: true };
  if (!state.server) return { totals: null, current: false };
  return { totals: state.server, current: state.server.revision === state.revision };
}

/**
 * What a line is charged: the server's figures when they answer this cart,
 * else the same rule (common/pricing) on the line as it was added.
 */
export function linePrice(line: CartLine, server: CartState['server'], revision: number): ServerLinePrice {
  const priced = server && server.revision === revision ? server.lines[lineKey(line)] : undefined;
  if (priced) return priced;
  const unitPrice = discountedUnitPrice(line.price, line.discount);
  return { listPrice: line.price, unitPrice, totalPrice: lineTotal(unitPrice, line.qty) };
}
