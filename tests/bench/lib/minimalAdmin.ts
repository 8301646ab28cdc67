import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/*
 * The yardstick of the size budget: the smallest react-admin app, one
 * ListGuesser resource over a tiny in-memory dataProvider (ra-data-simple-rest
 * is not installed, and its few kilobytes would not change the comparison),
 * built with the same Vite and packages as the product.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Minimal react-admin</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

const MAIN_TSX = `import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type DataProvider } from 'react-admin';

const posts = [{ id: 1, title: 'Hello' }, { id: 2, title: 'World' }];
const answer = () => Promise.resolve({ data: posts[0] } as never);
const dataProvider: DataProvider = {
  getList: () => Promise.resolve({ data: posts, total: posts.length } as never),
  getOne: answer,
  getMany: () => Promise.resolve({ data: posts } as never),
  getManyReference: () => Promise.resolve({ data: posts, total: posts.length } as never),
  create: answer,
  update: answer,
  updateMany: () => Promise.resolve({ data: [] }),
  delete: answer,
  deleteMany: () => Promise.resolve({ data: [] }),
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
`;

/** Builds the minimal app in a temporary folder and returns its dist folder. */
export async function buildMinimalAdmin(repoRoot: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'minimal-admin-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'src', 'main.tsx'), MAIN_TSX);
  // Bare imports resolve from the folder upwards: point it at this repo's packages.
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}
