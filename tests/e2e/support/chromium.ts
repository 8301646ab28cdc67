/**
 * Debian's Chromium, as the e2e tests and the web benchmark launch it.
 * Playwright cannot download its own browser on these machines; without the
 * networking flags Chromium keeps calling hosts the machine cannot reach.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
