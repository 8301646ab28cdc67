import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { parseTaka, toTaka } from '../../common/money';
import type { CartInput, CartTotal } from '../../common/wire/orders';
import { hasPermission } from '../../common/permissions';
import { deliveryChargeFor } from '../../common/delivery';
import { priceCart } from '../../common/pricing';
import { TEST_API } from '../app/testing/renderShell';
import { createApiClient, createApiDataProvider } from '../dataProvider';
import { createI18nProvider } from '../i18n';
import { productDiscount, type PosProduct } from './products';

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
      { _id: 'v-m-red', name: 'M-Red', price: 1200, stock: 2, barcode: '2000000000022', attributes: [{ label: 'Size', value: 'M' }, { label: 'Color', value: 'Red' }] },
      { _id: 'v-l-blue', name: 'L-Blue', price: 1300, stock: 0, barcode: '2000000000039', attributes: [{ label: 'Size', value: 'L' }, { label: 'Color', value: 'Blue' }] },
    ],
  },
];

/** The server's pricing of a cart over PRODUCTS (the same common/pricing rule the server uses). */
export function priceFixture(cart: CartInput): CartTotal {
  const lines = cart.items.map((item) => {
    const product = PRODUCTS.find((p) => p._id === item._id)!;
    const variant = product.variations?.find((v) => v._id === item.variant);
    return { item, product, variant, price: parseTaka(variant ? variant.price : product.price)! };
  });
  const priced = priceCart(
    lines.map((l) => ({ key: l.item.variant ?? l.item._id, name: l.product.name, price: l.price, qty: l.item.qty, vat: l.product.vat ?? 0, discount: productDiscount(l.product) })),
    {
      // The demo settings' delivery charges: ৳60 inside Dhaka, ৳120 outside (common/delivery.ts).
      shipping: cart.shipping !== undefined ? (parseTaka(cart.shipping) ?? 0) : deliveryChargeFor(cart.delivery, { insideDhaka: 6000, outsideDhaka: 12000 }),
      discount: (parseTaka(cart.discount ?? 0) ?? 0) + (cart.coupon === 'EID10' ? 10000 : 0),
      roundCash: true,
    },
  );
  return {
    items: priced.items.map((p, i) => ({
      _id: lines[i].item._id,
      variant: lines[i].item.variant,
      name: lines[i].product.name,
      variantName: lines[i].variant?.name,
      listPrice: toTaka(p.listPrice),
      unitPrice: toTaka(p.unitPrice),
      qty: p.qty,
      totalPrice: toTaka(p.totalPrice),
      vat: toTaka(p.vat),
      stock: lines[i].variant ? lines[i].variant!.stock : lines[i].product.stock,
      short: p.qty > (lines[i].variant ? lines[i].variant!.stock : lines[i].product.stock),
    })),
    subTotal: toTaka(priced.subTotal),
    vat: toTaka(priced.vat),
    shipping: toTaka(priced.shipping),
    discount: toTaka(priced.discount),
    total: toTaka(priced.total),
    rounding: toTaka(priced.cashRounding),
    cashTotal: toTaka(priced.cashTotal),
    coupon: cart.coupon ? (cart.coupon === 'EID10' ? { code: 'EID10', discount: 100 } : { code: cart.coupon, error: 'Unknown coupon' }) : null,
  };
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
  http.get(`${TEST_API}/categories`, () => HttpResponse.json({ doc: [{ _id: 'c-men', name: 'Men' }], docsInPage: 1, totalDocs: 1, totalPages: 1, page: 1, limit: 1000 })),
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
