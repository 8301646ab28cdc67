import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenStorage } from './dataProvider/tokenStorage';
import { SignInApp } from './signIn/SignInApp';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

/*
 * The first download is the sign-in screen's: the app's menus, resources and
 * screens are a second one, fetched once this browser is signed in (at once
 * when it already was). The sign-in screen starts that download while a
 * person types, so it is there when they press Sign in.
 */
const loadApp = () => import('./App');
// Where the visitor was headed before the sign-in (a till's /pos): its screen is fetched with the app.
const headedTo = window.location.pathname;
const preloadApp = () => loadApp().then(({ preloadScreen }) => preloadScreen(headedTo));
const showApp = () => {
  loadApp().then(
    ({ App, preloadScreen }) => {
      // The screen's own files come while the app checks the session.
      preloadScreen(window.location.pathname);
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    },
    // The app's files did not arrive (the connection dropped, or a new version replaced them):
    // a reload asks for the page again, signed in by now, and the browser says why if it fails.
    () => window.location.reload(),
  );
};

if (tokenStorage.isSignedIn()) showApp();
else
  root.render(
    <StrictMode>
      <SignInApp onSignedIn={showApp} preload={preloadApp} />
    </StrictMode>,
  );
