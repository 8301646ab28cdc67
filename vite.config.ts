import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.PORT ?? '3000';

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
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
