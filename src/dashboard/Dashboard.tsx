import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { lazyPart } from '../engine/parts/lazyPart';

// The dashboard's figures, charts (@mui/x-charts) and lists load when `/` is
// first drawn, not with the app: the sign-in page and the first bundle carry none of them.
const DashboardPage = lazyPart(() => import('./DashboardPage'), 'DashboardPage');

/** `/`: react-admin's dashboard, drawn by DashboardPage once its code has loaded. */
export const Dashboard = () => (
  <Suspense fallback={<Loading />}>
    <DashboardPage />
  </Suspense>
);
