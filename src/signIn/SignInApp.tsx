import { CssBaseline } from '@mui/material';
import { useEffect, useState } from 'react';
import { AdminContext } from 'react-admin';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../authProvider/authProvider';
import { queryClient } from '../app/queryClient';
import { appStore } from '../app/store';
import { darkTheme, lightTheme } from '../app/theme';
import { whenIdle } from '../app/whenIdle';
import { tokenStorage } from '../dataProvider/tokenStorage';
import { LoginPage } from '../login/LoginPage';
import { signInAuthProvider, signInI18nProvider } from './signInProviders';

interface Props {
  /** Loads the whole app and puts it in this screen's place, at the address the sign-in moved to. */
  onSignedIn: () => void;
}

interface SignInAppProps extends Props {
  /** Fetches the whole app without showing it: started once the form is drawn, it arrives while a person types. */
  preload: () => Promise<unknown>;
}

/** react-admin's context as the app's `<Admin>` gives it (the same authProvider, Store, themes and languages), with its page baseline. */
const SignInContext = () => (
  <AdminContext
    authProvider={signInAuthProvider}
    i18nProvider={signInI18nProvider}
    queryClient={queryClient}
    store={appStore}
    theme={lightTheme}
    darkTheme={darkTheme}
  >
    <CssBaseline enableColorScheme>
      <Outlet />
    </CssBaseline>
  </AdminContext>
);

/**
 * Anywhere but the sign-in page: signed in (the sign-in just happened), the
 * whole app takes over; signed out, the visitor goes to the sign-in page and
 * comes back here after it, as react-admin's own redirection does.
 */
const Elsewhere = ({ onSignedIn }: Props) => {
  const location = useLocation();
  const signedIn = tokenStorage.isSignedIn();
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);
  if (signedIn) return null;
  return <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
};

/**
 * The first screen of a browser that is not signed in: the sign-in page alone
 * in react-admin's context, so that the first download holds only what
 * signing in needs; the menus, resources and screens load after it.
 */
export const SignInApp = ({ onSignedIn, preload }: SignInAppProps) => {
  useEffect(() => {
    // A failed early fetch costs nothing: signing in asks for the app again.
    whenIdle(() => void preload().catch(() => undefined));
  }, [preload]);
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <SignInContext />,
        children: [
          { path: LOGIN_PATH, element: <LoginPage /> },
          { path: '*', element: <Elsewhere onSignedIn={onSignedIn} /> },
        ],
      },
    ]),
  );
  return <RouterProvider router={router} useTransitions={false} />;
};
