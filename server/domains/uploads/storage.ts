import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { UPLOADS_PREFIX } from '../../engine/valueRules';

/**
 * Where uploaded files live. The local folder is the default; an
 * S3-compatible store implements the same three calls.
 */
export interface Storage {
  put(key: string, data: Buffer, mime: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** The key behind a URL this storage gave out, if it is one. */
  keyOf(url: string): string | undefined;
}

export { UPLOADS_PREFIX };

export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  private path(key: string): string {
    const full = resolve(this.root, key);
    // Keys are made by the server, but never let one climb out of the folder.
    if (!full.startsWith(resolve(this.root) + sep)) throw new Error(`bad storage key ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : undefined;
  }
}

export function localStorageIn(dataDir: string): LocalStorage {
  return new LocalStorage(join(dataDir, 'uploads'));
}
