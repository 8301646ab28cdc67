/**
 * `npm run build:server`: the API server compiled once into `dist-server/`,
 * to run as `node dist-server/main.js` (issue 40): no TypeScript loader at
 * every start, one process.
 *
 * esbuild bundles `server/main.ts` and each domain's `plugin.ts` as entry
 * points with their shared modules split into chunks beside `main.js`, so a
 * module is loaded once whichever entry reaches it, and @fastify/autoload
 * finds the domains' plugins at `dist-server/domains/<name>/plugin.js` as it
 * finds them in the source. Packages stay in node_modules (not bundled): the
 * built folder runs where `npm ci` ran. The files the server reads at run
 * time (the migrations, the SQL rules) are copied to the same places under
 * `dist-server/` as under `server/` (server/serverDir.ts). Source maps are
 * kept, and `main.js` turns them on, so a stack trace names the .ts lines.
 *
 * The API tests build into a folder of their own (server/test/globalSetup.ts)
 * for the tests that start the server as a process.
 */
import { build } from 'esbuild';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const server = join(root, 'server');

/** Builds the server into `outdir` (emptied first); answers the entry file's path. */
export async function buildServer(outdir = join(root, 'dist-server')): Promise<string> {
  await rm(outdir, { recursive: true, force: true });
  const domains = (await readdir(join(server, 'domains'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  const plugins = domains.filter((d) => existsSync(join(server, 'domains', d, 'plugin.ts')));
  await build({
    entryPoints: {
      main: join(server, 'main.ts'),
      ...Object.fromEntries(plugins.map((d) => [`domains/${d}/plugin`, join(server, 'domains', d, 'plugin.ts')])),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Beside main.js: a module's `import.meta.dirname` is then dist-server/ as server/serverDir.ts expects.
    chunkNames: 'chunk-[hash]',
    // Source maps on before anything else runs (Node 20 has no flag in the file itself).
    banner: { js: 'process.setSourceMapsEnabled(true);' },
    logLevel: 'warning',
  });
  // ES modules wherever the folder is put, whatever package.json is above it.
  await writeFile(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  // What the server reads from its own folder at run time.
  await cp(join(server, 'db', 'migrations'), join(outdir, 'db', 'migrations'), { recursive: true });
  await cp(join(server, 'db', 'sql'), join(outdir, 'db', 'sql'), { recursive: true });
  for (const d of domains) {
    const sql = join(server, 'domains', d, 'sql');
    if (existsSync(sql)) {
      await mkdir(join(outdir, 'domains', d), { recursive: true });
      await cp(sql, join(outdir, 'domains', d, 'sql'), { recursive: true });
    }
  }
  return join(outdir, 'main.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const out = process.argv[2] ? resolve(process.argv[2]) : undefined;
  buildServer(out).then(
    (main) => console.log(`server built: ${main} (${Date.now() - started} ms)`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
