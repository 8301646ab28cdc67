/**
 * Debian's Chromium, as the benchmarks launch it: the browser staff use,
 * with its whole display pipeline, for figures of what a person waits for.
 * Playwright cannot download its own browser on these machines; without the
 * networking flags Chromium keeps calling hosts the machine cannot reach.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's build of Chromium's headless shell
 * (package chromium-headless-shell), the same version and engine without the
 * desktop browser's windowing and display process, which is what Playwright
 * itself runs headless tests in. The same specs took 18 % less time and 22 %
 * less of the machine's CPU in it than in /usr/bin/chromium (list and
 * dashboard specs, 118 s against 145 s, 193 s of CPU against 247 s).
 */
export const TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
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
