import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { CartInput, CartTotal } from '../../common/wire/orders';
import { hasPermission } from '../../common/permissions';
import { TEST_API } from '../app/testing/renderShell';
import { createApiClient, createApiDataProvider } from '../dataProvider';
import { createI18nProvider } from '../i18n';
import type { PosProduct } from './products';

/** The demo shelf of the POS tests: a simple product, a variable one, one nearly gone. */
export const PRODUCTS: PosProduct[] = [
  { _id: 'p-polo', name: 'Polo Shirt', sku: 'POLO-1', barcode: '2000000000015', stock: 5, price: 500, vat: 5, type: 'simple' },
  { _id: 'p-cap', name: 'Cap', sku: 'CAP-1', barcode: '2000000000046', stock: 1, price: 150, vat: 0, type: 'simple' },
  {
    _id: 'p-panjabi',
    name: 'Panjabi',
    sku: 'PJ-1',
    barcode: '2000000000053',
    stock: 2,
    price: 1200,
    vat: 0,
    type: 'variable',
    isDiscount: true,
    discountType: 'percentage',
    discount: 10,
    variations: [
      {
        _id: 'v-m-red',
        name: 'M-Red',
        price: 1200,
        stock: 2,
        barcode: '2000000000022',
        attributes: [
          { label: 'Size', value: 'M' },
          { label: 'Color', value: 'Red' },
        ],
      },
      {
        _id: 'v-l-blue',
        name: 'L-Blue',
        price: 1300,
        stock: 0,
        barcode: '2000000000039',
        attributes: [
          { label: 'Size', value: 'L' },
          { label: 'Color', value: 'Blue' },
        ],
      },
    ],
  },
];

type Line = CartTotal['items'][number];

// What the server charges for each line the tests put in a cart, worked out by hand: the POS
// shows the server's figures, so these are the test's oracle, not common/pricing.ts.
/** Polo Shirt: ৳500, 5 % VAT. */
const POLO: Line = { _id: 'p-polo', name: 'Polo Shirt', listPrice: 500, unitPrice: 500, qty: 1, totalPrice: 500, vat: 25, stock: 5, short: false };
const TWO_POLOS: Line = { ...POLO, qty: 2, totalPrice: 1000, vat: 50 };
/** Panjabi M-Red: ৳1,200 less the product's 10 %, no VAT. */
const PANJABI: Line = {
  _id: 'p-panjabi',
  variant: 'v-m-red',
  name: 'Panjabi',
  variantName: 'M-Red',
  listPrice: 1200,
  unitPrice: 1080,
  qty: 1,
  totalPrice: 1080,
  vat: 0,
  stock: 2,
  short: false,
};
/** Cap: ৳150, no VAT, the last one. */
const CAP: Line = { _id: 'p-cap', name: 'Cap', listPrice: 150, unitPrice: 150, qty: 1, totalPrice: 150, vat: 0, stock: 1, short: false };

const answer = (items: Line[], figures: Pick<CartTotal, 'subTotal' | 'vat' | 'total'> & Partial<CartTotal>): CartTotal => ({
  items,
  shipping: 0,
  discount: 0,
  rounding: 0,
  cashTotal: figures.total,
  roundCash: true,
  coupon: null,
  ...figures,
});

/** Every cart the POS tests send, and what the server answers for it. */
const CART_TOTALS: [CartInput, CartTotal][] = [
  [{ items: [{ _id: 'p-polo', qty: 1 }] }, answer([POLO], { subTotal: 500, vat: 25, total: 525 })],
  [{ items: [{ _id: 'p-polo', qty: 2 }] }, answer([TWO_POLOS], { subTotal: 1000, vat: 50, total: 1050 })],
  [
    {
      items: [
        { _id: 'p-polo', qty: 1 },
        { _id: 'p-panjabi', variant: 'v-m-red', qty: 1 },
      ],
    },
    answer([POLO, PANJABI], { subTotal: 1580, vat: 25, total: 1605 }),
  ],
  [
    {
      items: [
        { _id: 'p-polo', qty: 2 },
        { _id: 'p-panjabi', variant: 'v-m-red', qty: 1 },
      ],
    },
    answer([TWO_POLOS, PANJABI], { subTotal: 2080, vat: 50, total: 2130 }),
  ],
  [{ items: [{ _id: 'p-panjabi', variant: 'v-m-red', qty: 1 }] }, answer([PANJABI], { subTotal: 1080, vat: 0, total: 1080 })],
  [
    {
      items: [
        { _id: 'p-panjabi', variant: 'v-m-red', qty: 1 },
        { _id: 'p-cap', qty: 1 },
      ],
    },
    answer([PANJABI, CAP], { subTotal: 1230, vat: 0, total: 1230 }),
  ],
  // Coupon EID10: ৳100 off.
  [
    { items: [{ _id: 'p-polo', qty: 1 }], coupon: 'EID10' },
    answer([POLO], { subTotal: 500, vat: 25, discount: 100, total: 425, coupon: { code: 'EID10', discount: 100 } }),
  ],
  // The demo settings charge ৳60 inside Dhaka.
  [{ items: [{ _id: 'p-polo', qty: 1 }], delivery: { city: 'Dhaka' } }, answer([POLO], { subTotal: 500, vat: 25, shipping: 60, total: 585 })],
  // Issue 38: a message's Panjabi to an address in Dhaka.
  [
    { items: [{ _id: 'p-panjabi', variant: 'v-m-red', qty: 1 }], delivery: { city: 'Dhaka' } },
    answer([PANJABI], { subTotal: 1080, vat: 0, shipping: 60, total: 1140 }),
  ],
];

/** A value as text with its keys in order, so two carts compare whatever order their keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The server's answer for a cart the tests send, or undefined for one the table does not hold. */
export function cartTotalFor(cart: CartInput): CartTotal | undefined {
  return CART_TOTALS.find(([asked]) => canonical(asked) === canonical(cart))?.[1];
}

/** The shop's payment methods (Settings → Payments): all of them. */
export const paymentMethodsHandler = http.get(`${TEST_API}/orders/payment-methods`, () =>
  HttpResponse.json({ methods: ['cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'] }),
);

/** GET products (search by name, SKU or barcode, as the server does), GET categories and the shop's payment methods. */
export const catalogueHandlers = [
  paymentMethodsHandler,
  http.get(`${TEST_API}/products`, ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    const doc = PRODUCTS.filter(
      (p) => !search || [p.name, p.sku, p.barcode, ...(p.variations ?? []).flatMap((v) => [v.barcode, v.sku])].some((f) => f?.toLowerCase().includes(search)),
    );
    return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 16 });
  }),
  http.get(`${TEST_API}/categories`, () =>
    HttpResponse.json({ doc: [{ _id: 'c-men', name: 'Men' }], docsInPage: 1, totalDocs: 1, totalPages: 1, page: 1, limit: 1000 }),
  ),
];

/** Permissions decide what the screen offers (canAccess), as the real authProvider does. */
export function testAuth(permissions: string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
    canAccess: ({ resource, action }) => Promise.resolve(hasPermission(permissions, resource, action)),
  };
}

function OrderLanding() {
  const { id } = useParams();
  return <h1>order page {id}</h1>;
}

interface AppProps {
  children: ReactNode;
  permissions?: string[];
  /** Where the test starts. */
  path?: string;
  /** The route pattern `children` answers. */
  route?: string;
}

/** The providers of the app (real dataProvider over msw), a router at `path`, and a stand-in order page elsewhere. */
export function PosTestApp({ children, permissions = ['*'], path = '/pos', route = '/pos' }: AppProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={createApiDataProvider(createApiClient({ baseUrl: TEST_API }))}
        authProvider={testAuth(permissions)}
        i18nProvider={createI18nProvider()}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Routes>
          <Route path={route} element={children} />
          <Route path="/orders/:id" element={<OrderLanding />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>
  );
}
