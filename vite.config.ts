import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

/** Text files worth compressing; pictures and fonts are compressed already. */
const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the
 * build, once, so the server sends the app compressed without compressing it
 * on every request (@fastify/static's preCompressed): on a weak 4G link the
 * sign-in's scripts are a quarter of their size on the wire. Runs last, after
 * the service worker's files are written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dokan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of filesUnder(outDir)) {
          if (!TEXT.test(path)) continue;
          const bytes = readFileSync(path);
          if (bytes.length < MIN_BYTES) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          );
          writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // Issue 25: a service worker keeps the built app (its HTML, scripts, styles and fonts) so the
    // point of sale loads with no connection; the API and uploads are never cached (the till's
    // data lives in IndexedDB, src/pos/offline), but for the till's small product pictures
    // (issue 36), which the app keeps itself. Any page of the app is its index.html, as the
    // server answers it. Only in the build: the dev server has none.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff,woff2,ttf,svg,png,ico}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        // The app's main chunk is over workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A till card's picture (`/uploads/...?pos-thumb=160`): from the cache the app keeps
            // within its space (src/pos/offline/imageCache.ts, POS_IMAGE_CACHE), else the network.
            // What the network answers is not stored: only the app's pictures carry x-pos-image, so
            // the space stays the app's to bound. The names are repeated here because workbox copies
            // this function into the service worker as text.
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/') && url.searchParams.has('pos-thumb'),
            handler: 'CacheFirst',
            options: { cacheName: 'pos-images', cacheableResponse: { headers: { 'x-pos-image': '1' } } },
          },
        ],
      },
    }),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page needs (main.tsx and its static imports: the sign-in screen) in
          // one file rather than the 60 small chunks it was split into by what else shares them:
          // on a phone's 4G link each file waits its own round trip, six at a time (issue 40).
          groups: [{ name: 'first-page', tags: ['$initial'] }],
        },
      },
    },
  },
});
