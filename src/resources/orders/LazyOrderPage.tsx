import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

// Loaded when first opened: the order page (print, returns) is not part of the first screen.
const OrderPage = lazy(() => import('./OrderPage'));

export function LazyOrderPage() {
  return (
    <Suspense fallback={<Loading />}>
      <OrderPage />
    </Suspense>
  );
}
