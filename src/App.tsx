import { lazy, Suspense, useState } from 'react';
import { AccessDenied, Admin, CanAccess, CustomRoutes, Loading, Resource, ResourceContextProvider } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { AppTitle, darkTheme, Layout, lightTheme, queryClient } from './app';
import { AppNotification } from './app/AppNotification';
import { whenIdle } from './app/whenIdle';
import { authProvider, dataProvider } from './app/providers';
import { appStore } from './app/store';
import { Dashboard } from './dashboard';
import { lazyPart, pageFor } from './engine/parts';
import { registerListRoute } from './engine/paths';
import { i18nProvider } from './i18n';
import { LoginPage } from './login';
import { registerResourceParts, registry } from './resources';

// The engine's pages are not part of the first screen (the dashboard or the
// login page): they load once it is drawn, while the browser is idle, or as
// soon as a resource is opened. react-admin's layout draws its routes inside
// Suspense.
const loadList = () => import('./engine/list');
const loadForm = () => import('./engine/form');
const loadShow = () => import('./engine/show');
const EngineList = lazyPart(loadList, 'EngineList');
const EngineCreate = lazyPart(loadForm, 'EngineCreate');
const EngineEdit = lazyPart(loadForm, 'EngineEdit');
const EngineShow = lazyPart(loadShow, 'EngineShow');
const ViewItemPage = lazyPart(loadShow, 'ViewItemPage');
whenIdle(() => void Promise.all([loadList(), loadForm(), loadShow()]));
// The point of sale loads when first opened, not with the first screen.
const loadPosPage = () => import('./pos/PosPage');
const PosPage = lazy(loadPosPage);

/**
 * Fetches the screen at `path` ahead of drawing it, for the sign-in screen to ask while a person
 * types: the till, whose page is the one large enough to be worth it on a phone's link.
 */
export function preloadScreen(path: string): void {
  if (path === '/pos' || path.startsWith('/pos/')) void loadPosPage().catch(() => undefined);
}
// The reports' frame and charts load when a report is first opened.
const ReportPage = lazyPart(() => import('./reports/ReportPage'), 'ReportPage');
// The page builder and its fonts load only when a page is opened in it.
const BuilderPage = lazy(() => import('./builder/editor/BuilderPage'));

registerResourceParts();
for (const entry of registry) if (entry.route) registerListRoute(entry.path, entry.route);

/** Each resource's pages, generated or as its folder registered them; built once so routes keep their components. */
const screens = registry
  .filter((entry) => !entry.report)
  .map((entry) => ({
    entry,
    List: pageFor(entry.path, 'list', EngineList),
    Create: pageFor(entry.path, 'create', EngineCreate),
    Edit: pageFor(entry.path, 'edit', EngineEdit),
    Show: pageFor(entry.path, 'show', EngineShow),
  }));

/**
 * Every resource of the registry gets the engine's list and create pages
 * plus the spec's `edit/:id` and `:id` (show) routes (or the pages its folder
 * registered in their place); the login page sits outside the layout.
 */
const AdminApp = () => (
  <Admin
    title={<AppTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    store={appStore}
    theme={lightTheme}
    darkTheme={darkTheme}
    layout={Layout}
    notification={AppNotification}
    dashboard={Dashboard}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/auth/login" element={<LoginPage />} />
      <Route
        path="/contents/:path/builder"
        element={
          <Suspense fallback={null}>
            <BuilderPage />
          </Suspense>
        }
      />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/view/:resource/:id" element={<ViewItemPage />} />
      {/* Lists that spec §2.1 places under another route (the SMS log under /reports): the same page, the resource in context. */}
      {screens
        .filter(({ entry }) => entry.route)
        .map(({ entry, List }) => (
          <Route
            key={entry.route}
            path={entry.route}
            element={
              <ResourceContextProvider value={entry.path}>
                <List />
              </ResourceContextProvider>
            }
          />
        ))}
      {/* The reports (issue 23): a `report` kind of registry entry, one frame for all, behind its `reports:{name}` permission;
          without it, react-admin's Access denied page, as a list opened without its permission shows (issue 33). */}
      {registry.map(({ report, route, title, access }) =>
        report && route && access ? (
          <Route
            key={route}
            path={route}
            element={
              <CanAccess resource={access.resource} action={access.action} accessDenied={<AccessDenied />}>
                <Suspense fallback={<Loading />}>
                  <ReportPage name={report} title={title} />
                </Suspense>
              </CanAccess>
            }
          />
        ) : null,
      )}
      <Route
        path="/pos"
        element={
          <CanAccess resource="pos" action="use">
            <Suspense fallback={<Loading />}>
              <PosPage />
            </Suspense>
          </CanAccess>
        }
      />
    </CustomRoutes>
    {screens.map(({ entry, List, Create, Edit, Show }) =>
      entry.ownScreen ? (
        <Resource key={entry.path} name={entry.path} list={List} icon={entry.icon} />
      ) : (
        <Resource key={entry.path} name={entry.path} list={List} create={entry.noCreate ? undefined : Create} icon={entry.icon} recordRepresentation="name">
          <Route path="edit/:id" element={<Edit />} />
          <Route path=":id" element={<Show />} />
        </Resource>
      ),
    )}
  </Admin>
);

/**
 * Real paths (spec §2.2), not react-admin's default hash URLs: the server
 * answers the app's page for every non-/api route. A data router rather than
 * `<BrowserRouter>`, so that a screen can hold a person back from leaving
 * unsaved changes (react-router's blocker: the settings cards).
 */
export const App = () => {
  // Made when the app is first drawn, not when this module loads: the sign-in screen loads it
  // early, and a router reads the address once, when it is made.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  // useTransitions={false}: react-router 7 applies navigations in a React
  // transition, so react-admin's logout (navigate, then clear its caches) renders
  // the old page once more, which logs out again, in a loop.
  return <RouterProvider router={router} useTransitions={false} />;
};
