import { describe, expect, it } from 'vitest';
import { keepImages, POS_IMAGE_CACHE, tillImageUrl, toEvict, wantedImages, type ImageKeeping, type KeptImage } from './imageCache';

/*
 * Issue 36: the till keeps its snapshot's pictures, small, in a cache of a set
 * space (a count and bytes); past it the pictures no longer in the snapshot
 * go first, then the oldest.
 */

const ORIGIN = 'http://till.test';
const space = { maxEntries: 3, maxBytes: 1000 };
const kept = (url: string, keptAt: number, bytes = 100): KeptImage => ({ url, keptAt, bytes });

/** A Cache Storage of one cache, in memory, keeping insertion order as browsers do. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (request: Request | string) => entries.get(typeof request === 'string' ? request : request.url)?.clone(),
    put: async (request: Request | string, response: Response) => {
      const url = typeof request === 'string' ? request : request.url;
      entries.delete(url);
      entries.set(url, response);
    },
    delete: async (request: Request | string) => entries.delete(typeof request === 'string' ? request : request.url),
  };
  const opened: string[] = [];
  return {
    entries,
    opened,
    caches: {
      open: async (name: string) => {
        opened.push(name);
        return cache as unknown as Cache;
      },
    },
  };
}

function keeping(store: ReturnType<typeof memoryCaches>, overrides: Partial<ImageKeeping> = {}) {
  let clock = 0;
  const fetched: string[] = [];
  const keep: ImageKeeping = {
    caches: store.caches,
    fetch: async (url) => {
      fetched.push(url);
      return url.includes('gone') ? new Response('', { status: 404 }) : new Response(await blob(400, 'image/png'));
    },
    // "Shrinks" each picture to 100 bytes.
    shrink: () => blob(100, 'image/webp'),
    now: () => ++clock,
    space,
    origin: ORIGIN,
    parallel: 1,
    ...overrides,
  };
  return { keep, fetched };
}

/**
 * A blob of `bytes` bytes as fetch makes them: jsdom's own Blob is not one
 * Node's Response reads.
 */
const blob = (bytes: number, type = '') => new Response(new Uint8Array(bytes), { headers: type ? { 'content-type': type } : {} }).blob();

const paths = (store: ReturnType<typeof memoryCaches>) => [...store.entries.keys()].map((u) => new URL(u).pathname).sort();

describe('tillImageUrl', () => {
  it('marks this server’s uploads with the small size and leaves other pictures as they are', () => {
    expect(tillImageUrl('/uploads/products/a.png')).toBe('/uploads/products/a.png?pos-thumb=160');
    expect(tillImageUrl('/uploads/a.png?v=2')).toBe('/uploads/a.png?v=2&pos-thumb=160');
    expect(tillImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(tillImageUrl(null)).toBeNull();
    expect(tillImageUrl('')).toBeNull();
  });
});

describe('the bounded rule', () => {
  it('keeps the snapshot’s uploads, once each, no more than the space’s count', () => {
    expect(
      wantedImages(['/uploads/a.png', null, 'https://x.test/b.png', '/uploads/a.png', '/uploads/c.png', '/uploads/d.png', '/uploads/e.png'], space),
    ).toEqual(['/uploads/a.png?pos-thumb=160', '/uploads/c.png?pos-thumb=160', '/uploads/d.png?pos-thumb=160']);
  });

  it('evicts nothing within the space', () => {
    expect(toEvict([kept('a', 1), kept('b', 2), kept('c', 3)], space)).toEqual([]);
  });

  it('evicts the oldest first until the count fits', () => {
    expect(toEvict([kept('c', 3), kept('a', 1), kept('e', 5), kept('b', 2), kept('d', 4)], space)).toEqual(['a', 'b']);
  });

  it('evicts the oldest first until the bytes fit', () => {
    expect(toEvict([kept('a', 1, 600), kept('b', 2, 300), kept('c', 3, 300)], space)).toEqual(['a']);
    expect(toEvict([kept('a', 1, 100), kept('b', 2, 900), kept('c', 3, 200)], space)).toEqual(['a', 'b']);
  });

  it('evicts the pictures no longer in the snapshot before older ones still in it', () => {
    const wanted = new Set(['a', 'b', 'c']);
    expect(toEvict([kept('a', 1), kept('b', 2), kept('c', 3), kept('old', 4)], space, wanted)).toEqual(['old']);
  });
});

describe('keepImages', () => {
  it('fetches each picture of the snapshot once, shrunk, under the card’s URL, and skips one the server has not got', async () => {
    const store = memoryCaches();
    const { keep, fetched } = keeping(store);
    expect(await keepImages(['/uploads/a.png', '/uploads/gone.png', null, 'https://x.test/b.png'], keep)).toEqual({ added: 1, complete: true });
    expect(store.opened).toEqual([POS_IMAGE_CACHE]);
    expect(fetched).toEqual(['/uploads/a.png', '/uploads/gone.png']);
    const response = store.entries.get(`${ORIGIN}/uploads/a.png?pos-thumb=160`);
    expect(response?.headers.get('content-type')).toBe('image/webp');
    expect(response?.headers.get('x-pos-image')).toBe('1');
    expect((await response!.clone().blob()).size).toBe(100);
    // Taken again: nothing fetched twice.
    fetched.length = 0;
    expect(await keepImages(['/uploads/a.png'], keep)).toEqual({ added: 0, complete: true });
    expect(fetched).toEqual([]);
  });

  it('stays within its space as snapshots change: the pictures no longer sold go first, then the oldest', async () => {
    const store = memoryCaches();
    const { keep } = keeping(store);
    await keepImages(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'], keep);
    expect(paths(store)).toEqual(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']);
    // The next snapshot sells d and e, and still a.
    await keepImages(['/uploads/a.png', '/uploads/d.png', '/uploads/e.png'], keep);
    expect(paths(store)).toEqual(['/uploads/a.png', '/uploads/d.png', '/uploads/e.png']);
    // Bytes too: three pictures of 400 bytes in 1000 bytes of space; the two newest stay.
    const big = keeping(store, { shrink: () => blob(400) }).keep;
    await keepImages(['/uploads/f.png', '/uploads/g.png', '/uploads/h.png'], big);
    expect(paths(store)).toEqual(['/uploads/g.png', '/uploads/h.png']);
  });

  it('is never over its space by more than the picture being added, fits it after each, and stops once it has added its bytes', async () => {
    const store = memoryCaches();
    // Room for three of the 100-byte pictures; twelve to keep, four fetched at once.
    const { keep } = keeping(store, { parallel: 4, space: { maxEntries: 100, maxBytes: 300 } });
    const sizes: number[] = [];
    const open = store.caches.open;
    store.caches.open = async (name) => {
      const cache = await open(name);
      const put = cache.put.bind(cache);
      cache.put = async (request, response) => {
        sizes.push(store.entries.size);
        await put(request, response);
      };
      return cache;
    };
    const many = Array.from({ length: 12 }, (_, i) => `/uploads/p${i}.png`);
    const { added, complete } = await keepImages(many, keep);
    expect(complete).toBe(true);
    // It stops fetching once it has added the space's bytes (those in flight then still land).
    expect(added).toBeGreaterThanOrEqual(3);
    expect(added).toBeLessThanOrEqual(6);
    expect(sizes).toHaveLength(added);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(store.entries.size).toBe(3);
    // A smaller space set since: the next run brings the cache within it, keeping the snapshot's first picture.
    await keepImages(many, keeping(store, { space: { maxEntries: 1, maxBytes: 1000 } }).keep);
    expect(paths(store)).toEqual(['/uploads/p0.png']);
  });

  it('does not keep a picture still too large once shrunk', async () => {
    const store = memoryCaches();
    const { keep } = keeping(store, { shrink: () => blob(300 * 1024) });
    expect(await keepImages(['/uploads/huge.png'], keep)).toEqual({ added: 0, complete: true });
    expect(store.entries.size).toBe(0);
  });

  it('stops when the network drops, and says the run did not go through', async () => {
    const store = memoryCaches();
    const { keep } = keeping(store, {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await keepImages(['/uploads/a.png', '/uploads/b.png'], keep)).toEqual({ added: 0, complete: false });
    expect(store.entries.size).toBe(0);
  });
});
