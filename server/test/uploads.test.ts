import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;

/** A real 1×1 PNG, built byte by byte. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 255, 0, 0]));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

function multipart(field: string, filename: string, data: Buffer, folder = 'products') {
  const boundary = '----test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('uploads', () => {
  it('stores an image under a name of its own, serves it back, and lists it in the media library', async () => {
    const res = await t.call(token, { method: 'POST', url: '/api/upload', ...multipart('image', '../../etc/passwd.png', png()) });
    expect(res.statusCode, res.body).toBe(201);
    const up = res.json();
    expect(up.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    expect(up.Location).toBe(up.url);
    expect(up.name).toBe('passwd.png');
    const file = await t.app.inject({ method: 'GET', url: up.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png())).toBe(true);
    const library = (await t.call(token, { method: 'GET', url: '/api/upload?search=passwd' })).json();
    expect(library.doc.map((d: { url: string }) => d.url)).toEqual([up.url]);
  });

  it('refuses a file that only claims to be an image, and writes nothing', async () => {
    const before = (await t.call(token, { method: 'GET', url: '/api/upload/get/count' })).json().count;
    const res = await t.call(token, { method: 'POST', url: '/api/upload', ...multipart('image', 'photo.png', Buffer.from('<script>alert(1)</script>')) });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].field).toBe('image');
    expect((await t.call(token, { method: 'GET', url: '/api/upload/get/count' })).json().count).toBe(before);
  });

  it('refuses a bad folder name and a missing file', async () => {
    expect((await t.call(token, { method: 'POST', url: '/api/upload', ...multipart('image', 'a.png', png(), '../x') })).statusCode).toBe(400);
    expect((await t.call(token, { method: 'POST', url: '/api/upload', ...multipart('other', 'a.png', png()) })).statusCode).toBe(400);
    expect((await t.call(token, { method: 'POST', url: '/api/upload', payload: { image: 'x' } })).statusCode).toBe(400);
  });

  it('accepts documents on upload/file, including plain text', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/upload/file',
      ...multipart('file', 'list.csv', Buffer.from('name,price\nshirt,1200\n'), 'files'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toMatch(/\.txt$/);
  });

  it('deletes the stored file with its record', async () => {
    const up = (await t.call(token, { method: 'POST', url: '/api/upload', ...multipart('image', 'gone.png', png()) })).json();
    const path = join(t.dataDir, 'uploads', up.url.replace('/uploads/', ''));
    expect(existsSync(path)).toBe(true);
    expect((await t.call(token, { method: 'DELETE', url: `/api/upload/${up._id}` })).statusCode).toBe(200);
    expect(existsSync(path)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: up.url })).statusCode).toBe(404);
  });
});
