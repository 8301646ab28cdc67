/**
 * The till's product pictures, kept small for offline (issue 36). When the
 * till takes its catalogue snapshot, the pictures of the snapshot's products
 * are fetched, shrunk in the browser (the server makes no small sizes) and put
 * in the Cache Storage cache `POS_IMAGE_CACHE` under the card's URL
 * (`tillImageUrl`); the service worker answers those URLs from that cache
 * first (vite.config.ts), online and offline. The cache is bounded: at most
 * `POS_IMAGE_MAX_ENTRIES` pictures and `POS_IMAGE_MAX_BYTES` bytes. Past
 * that, the pictures no longer in the snapshot go first, then the oldest.
 */

/** The Cache Storage cache of the till's pictures (named in vite.config.ts's runtime route too). */
export const POS_IMAGE_CACHE = 'pos-images';
/** The search parameter that marks a card's small picture; its value is the size. */
export const POS_IMAGE_PARAM = 'pos-thumb';
/** The longest side of a kept picture, in CSS pixels (a card draws it 80 px high, on screens of up to 2x). */
export const POS_IMAGE_SIZE = 160;
/** At most this many pictures are kept. */
export const POS_IMAGE_MAX_ENTRIES = 2000;
/** And at most this many bytes: room for the most pictures at 10 KB each. */
export const POS_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** A picture still larger than this once shrunk (one that could not be shrunk) is not kept. */
export const POS_IMAGE_MAX_ONE_BYTES = 256 * 1024;

/** Headers a kept picture carries: its mark (the service worker stores only responses that have it), when it was kept, its size. */
const MARK = 'x-pos-image';
const KEPT_AT = 'x-pos-kept-at';
const BYTES = 'x-pos-bytes';

/**
 * The URL a till card shows a product's picture at: for a file this server
 * stores, its small size (`?pos-thumb=160`; the server, not knowing the
 * parameter, sends the picture itself when the cache has not got it). Other
 * pictures (another site's) are shown as they are and not kept.
 */
export function tillImageUrl(image: string | null | undefined): string | null {
  if (!image) return null;
  if (!image.startsWith('/uploads/')) return image;
  return `${image}${image.includes('?') ? '&' : '?'}${POS_IMAGE_PARAM}=${POS_IMAGE_SIZE}`;
}

export interface KeptImage {
  url: string;
  bytes: number;
  keptAt: number;
}

export interface ImageSpace {
  maxEntries: number;
  maxBytes: number;
}

export const POS_IMAGE_SPACE: ImageSpace = { maxEntries: POS_IMAGE_MAX_ENTRIES, maxBytes: POS_IMAGE_MAX_BYTES };

/** The snapshot's pictures to keep, in the snapshot's order, no more than the space's count. */
export function wantedImages(images: readonly (string | null | undefined)[], space: ImageSpace): string[] {
  const wanted = new Set<string>();
  for (const image of images) {
    if (wanted.size >= space.maxEntries) break;
    const url = tillImageUrl(image);
    if (url && url !== image) wanted.add(url);
  }
  return [...wanted];
}

/**
 * Which kept pictures go so that the rest fit the space: those not `wanted`
 * (no longer in the snapshot) first, then the oldest, until both the count
 * and the bytes are within it.
 */
export function toEvict(kept: readonly KeptImage[], space: ImageSpace, wanted: ReadonlySet<string> = new Set()): string[] {
  const order = [...kept].sort((a, b) => Number(wanted.has(a.url)) - Number(wanted.has(b.url)) || a.keptAt - b.keptAt);
  let count = order.length;
  let bytes = order.reduce((n, k) => n + k.bytes, 0);
  const out: string[] = [];
  for (const k of order) {
    if (count <= space.maxEntries && bytes <= space.maxBytes) break;
    out.push(k.url);
    count -= 1;
    bytes -= k.bytes;
  }
  return out;
}

/** Shrinks a picture so its longest side is at most `size` pixels (WebP where the browser writes it); as it is where the browser cannot. */
export async function shrinkImage(blob: Blob, size: number = POS_IMAGE_SIZE): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return blob;
  const bitmap = await createImageBitmap(blob);
  try {
    const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && blob.size <= POS_IMAGE_MAX_ONE_BYTES / 4) return blob;
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
    const context = canvas.getContext('2d');
    if (!context) return blob;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
  } finally {
    bitmap.close();
  }
}

export interface ImageKeeping {
  caches: Pick<CacheStorage, 'open'>;
  fetch(url: string): Promise<Response>;
  shrink(blob: Blob): Promise<Blob>;
  now(): number;
  space: ImageSpace;
  /** The page's origin, against which cache keys are read. */
  origin: string;
  /** Pictures fetched at once. */
  parallel?: number;
}

function browserKeeping(): ImageKeeping | null {
  if (typeof caches === 'undefined' || typeof window === 'undefined') return null;
  return {
    caches,
    fetch: (url) => fetch(url, { credentials: 'same-origin' }),
    shrink: (blob) => shrinkImage(blob),
    now: () => Date.now(),
    space: POS_IMAGE_SPACE,
    origin: window.location.origin,
  };
}

/** The path and search of a cache key, as tillImageUrl writes it. */
const local = (url: string, origin: string) => {
  const u = new URL(url, origin);
  return u.origin === origin ? `${u.pathname}${u.search}` : u.href;
};

/** The original picture behind a card's small URL. */
function originalOf(url: string): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.delete(POS_IMAGE_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Keeps the snapshot's pictures in the cache within its space: fetches and
 * shrinks those not kept yet and, after each, evicts as `toEvict` says (a
 * run stops once it has added the space's bytes: the rest could not stay). A picture that
 * cannot be fetched (gone from the server, the network dropped) is skipped:
 * its card shows the placeholder offline. Answers how many were added, and
 * whether the run went through (not cut short by the network).
 */
export async function keepImages(
  images: readonly (string | null | undefined)[],
  keeping: ImageKeeping | null = browserKeeping(),
): Promise<{ added: number; complete: boolean }> {
  if (!keeping) return { added: 0, complete: true };
  const { space, origin } = keeping;
  const cache = await keeping.caches.open(POS_IMAGE_CACHE);
  const wanted = wantedImages(images, space);
  const keys = await cache.keys();
  const have = new Set(keys.map((r) => local(r.url, origin)));
  const queue = wanted.filter((url) => !have.has(url));
  // Nothing to add and within the count: the sizes are not even read (the snapshot is taken every minute).
  if (queue.length === 0 && keys.length <= space.maxEntries) return { added: 0, complete: true };
  const kept: KeptImage[] = [];
  for (const request of keys) {
    const response = await cache.match(request);
    kept.push({ url: local(request.url, origin), bytes: Number(response?.headers.get(BYTES) ?? 0), keptAt: Number(response?.headers.get(KEPT_AT) ?? 0) });
  }
  const wantedSet = new Set(wanted);
  // After each picture added, so the cache is never over its space by more than the one being added.
  const evict = async () => {
    const going = new Set(toEvict(kept, space, wantedSet));
    if (going.size === 0) return;
    for (let i = kept.length - 1; i >= 0; i--) if (going.has(kept[i].url)) kept.splice(i, 1);
    for (const url of going) await cache.delete(new URL(url, origin).href);
  };
  await evict();
  let added = 0;
  let addedBytes = 0;
  let offline = false;
  let written: Promise<void> = Promise.resolve();
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && !offline && addedBytes < space.maxBytes; url = queue.shift()) {
      let response: Response;
      try {
        response = await keeping.fetch(originalOf(url));
      } catch {
        // The network is gone: the rest waits for the next snapshot.
        offline = true;
        break;
      }
      if (!response.ok) continue;
      try {
        const small = await keeping.shrink(await response.blob());
        if (small.size > POS_IMAGE_MAX_ONE_BYTES) continue;
        const keptAt = keeping.now();
        const headers = {
          'content-type': small.type || response.headers.get('content-type') || 'application/octet-stream',
          [MARK]: '1',
          [KEPT_AT]: String(keptAt),
          [BYTES]: String(small.size),
        };
        // One write at a time (the fetches run side by side): put, then evict to fit.
        const writing = written.then(async () => {
          await cache.put(new URL(url, origin).href, new Response(small, { headers }));
          kept.push({ url, bytes: small.size, keptAt });
          added += 1;
          addedBytes += small.size;
          await evict();
        });
        written = writing.catch(() => undefined);
        await writing;
      } catch {
        // A picture the browser cannot read is skipped.
      }
    }
  };
  await Promise.all(Array.from({ length: keeping.parallel ?? 4 }, worker));
  return { added, complete: !offline };
}

let running: Promise<void> | null = null;
let lastKept = '';

/**
 * Keeps the pictures of a snapshot the till just took, one run at a time and
 * not again for the same pictures (the snapshot is read every minute).
 */
export function keepSnapshotImages(images: readonly (string | null | undefined)[]): void {
  const signature = images.filter(Boolean).join('\n');
  if (running || signature === lastKept) return;
  running = keepImages(images)
    .then(({ complete }) => {
      if (complete) lastKept = signature;
    })
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
}
