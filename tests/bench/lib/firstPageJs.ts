import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstPageJs {
  files: string[];
  /** Sum of each file gzipped on its own, as a server would send them. */
  gzipBytes: number;
  rawBytes: number;
}

/**
 * The JavaScript a browser loads for the first page of a Vite build: the
 * module scripts and modulepreload links of its index.html. Chunks loaded
 * later by dynamic import() are not counted: they are what lazy loading saves.
 */
export function firstPageJs(distDir: string): FirstPageJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g)) urls.add(m[1]);
  let gzipBytes = 0;
  let rawBytes = 0;
  const files = [...urls].map((url) => url.replace(/^\//, ''));
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, gzipBytes, rawBytes };
}
