import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * Spec §2.3/§9: the sidebar is permanent from 800 px and a drawer below. The
 * react-admin Sidebar (and the list's card view) switch at the `sm`
 * breakpoint, so `sm` is moved to 800 px instead of writing our own Sidebar.
 */
const breakpoints = { values: { xs: 0, sm: 800, md: 900, lg: 1200, xl: 1536 } };

const sidebar = { width: 240, closedWidth: 56 };

/**
 * A fixed field's helper text says why it cannot be changed (a slug "made when the record was
 * added"): it must stay readable, though MUI greys it with the field (#9e9e9e on white, 2.7:1).
 */
const readableDisabledHelper = (components: RaThemeOptions['components']): RaThemeOptions['components'] => ({
  ...components,
  MuiFormHelperText: {
    ...components?.MuiFormHelperText,
    styleOverrides: {
      ...components?.MuiFormHelperText?.styleOverrides,
      root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: (theme.vars || theme).palette.text.secondary } }),
    },
  },
});

/**
 * A person who asked their system for less motion gets none: no ripples, fades, slides or spinning
 * loaders (WCAG 2.3.3). The end-to-end tests ask for it too (playwright.config.ts): with nothing
 * animating, the browser draws a frame only when a page changes.
 */
const reducedMotion = (components: RaThemeOptions['components']): RaThemeOptions['components'] => ({
  ...components,
  MuiCssBaseline: {
    ...components?.MuiCssBaseline,
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
});

const appComponents = (components: RaThemeOptions['components']) => reducedMotion(readableDisabledHelper(components));

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  breakpoints,
  sidebar,
  components: appComponents(defaultLightTheme.components),
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#00695c' },
    secondary: { main: '#004d40' },
    // MUI's #d32f2f on a filled field's grey is 4.36:1; error labels need 4.5:1 (WCAG AA).
    error: { main: '#c62828' },
    // MUI's #0288d1 and #ed6c02 under a status chip's white text are 3.86:1 and 3.12:1 (issue 39);
    // these darker shades are 7.4:1 and 5.0:1, and 6.8:1 and 4.6:1 as text on a grey field.
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    // A filled colour's text is white only where white reads at 4.5:1, else dark (MUI's default is 3:1).
    contrastThreshold: 4.5,
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  breakpoints,
  sidebar,
  components: appComponents(defaultDarkTheme.components),
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#4db6ac' },
    secondary: { main: '#26a69a' },
    // White on #26a69a is 3:1 and on MUI's dark error #f44336 3.7:1: a chip of those takes dark text.
    contrastThreshold: 4.5,
  },
};
