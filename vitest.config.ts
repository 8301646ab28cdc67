import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // One module graph and one jsdom for all files of a worker: loading
          // react-admin and MUI and a new jsdom for each of 73 files took
          // longer than the tests (212 s against 348 s for the project).
          // The setup file still runs before each file and resets what a
          // file leaves behind (src/test/setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // The domains' plugins are found by @fastify/autoload: inlined, its import() of a .ts file goes through vitest's transform.
          server: { deps: { inline: ['@fastify/autoload'] } },
          globalSetup: ['server/test/globalSetup.ts'],
          // One embedded database per file; files run side by side on 2 cores.
          // One module graph per worker, as the unit project: the server's modules (Fastify,
          // Drizzle, every domain) loaded once instead of once per file. The whole project on
          // PGlite: 643 s with isolation, 409 s without (this machine, the same commit). A file
          // must leave shared modules as it found them (a registry copies what it changes).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
