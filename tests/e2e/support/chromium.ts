/**
 * Debian's Chromium, as the e2e tests and the web benchmark launch it.
 * Playwright cannot download its own browser on these machines; without the
 * networking flags Chromium keeps calling hosts the machine cannot reach.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Debian's launcher turns GPU rasterization on, which with no GPU runs in
  // SwiftShader (GL emulated on the CPU): drawing the pages in the renderer
  // instead took about 15 % less CPU over the same specs.
  '--disable-gpu-rasterization',
  '--disable-gpu-compositing',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
