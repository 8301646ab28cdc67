import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData, TextPageData } from '../../common/content';
import type { ContentDraft, PublishedVersion } from '../../common/wire/content';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;

const get = (url: string) => t.call(token, { method: 'GET', url });
const post = (url: string, payload?: unknown) => t.call(token, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const put = (url: string, payload: unknown) => t.call(token, { method: 'PUT', url, payload: payload as object });
const del = (url: string) => t.call(token, { method: 'DELETE', url });
const visitor = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const page = (heading: string): PageData => ({
  root: { props: { title: heading } },
  content: [{ type: 'Heading', props: { id: 'Heading-1', text: heading } }],
  zones: {},
});

async function draft(path: string): Promise<ContentDraft<PageData>> {
  const res = await get(`/api/contents/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function save(path: string, data: unknown, version: number, type = 'builder') {
  return put(`/api/contents/${path}?type=${type}`, { data, version });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('drafts and publishing', () => {
  it('lists the shop’s own pages and answers the store-content page when no path is given', async () => {
    const list = (await get('/api/contents/get/list')).json() as { path: string; type: string }[];
    expect(list.map((p) => p.path)).toEqual(expect.arrayContaining(['store-content', 'home', 'about', 'contact', 'faq', 'terms', 'privacy']));
    expect(list.find((p) => p.path === 'home')?.type).toBe('builder');
    const byDefault = (await get('/api/contents')).json() as ContentDraft;
    expect(byDefault.path).toBe('store-content');
  });

  it('keeps a saved draft away from storefronts until it is published', async () => {
    const home = await draft('home');
    expect(home.publishedVersion).toBeNull();
    const saved = await save('home', page('Eid collection'), home.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(home.version + 1);
    expect(saved.json().hasUnpublishedChanges).toBe(true);

    expect((await visitor('/api/public/contents/home')).statusCode).toBe(404);

    const published = await post('/api/contents/home/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().publishedVersion).toBe(1);
    expect(published.json().hasUnpublishedChanges).toBe(false);

    const live = await visitor('/api/public/contents/home');
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual(page('Eid collection'));

    // A later draft does not change what storefronts read.
    const next = await save('home', page('Draft only'), saved.json().version);
    expect(next.statusCode).toBe(200);
    expect((await visitor('/api/public/contents/home')).json().data.content[0].props.text).toBe('Eid collection');
  });

  it('refuses a save based on a stale version with 409 and overwrites nothing', async () => {
    const about = await draft('about');
    const first: TextPageData = { title: 'About Us', sections: [{ _id: 's1', title: 'Our story', description: '<p>Since 1999</p>' }] };
    const second: TextPageData = { title: 'About Us', sections: [{ _id: 's1', title: 'Someone else', description: '<p>Lost?</p>' }] };
    const a = await save('about', first, about.version, 'content');
    expect(a.statusCode, a.body).toBe(200);
    const b = await save('about', second, about.version, 'content');
    expect(b.statusCode).toBe(409);
    expect(b.json().errors[0].field).toBe('version');
    expect((await draft('about')).data).toEqual(first);
  });

  it('checks the draft against its type and names the bad value', async () => {
    const home = await draft('home');
    const noId = await save('home', { root: {}, content: [{ type: 'Heading', props: {} }] }, home.version);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0].field).toBe('data.content.0.props.id');
    const wrongType = await save('home', { title: 'x', sections: [] }, home.version, 'content');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].field).toBe('type');
    const emptySection = await save('faq', { title: 'FAQ', sections: [{ _id: 'a', title: 'Q', description: ' ' }] }, 1, 'content');
    expect(emptySection.json().errors[0].field).toBe('data.sections.0.description');
    expect((await draft('home')).version).toBe(home.version);
  });

  it('cleans scripts out of rich text before storing it', async () => {
    const faq = await draft('faq');
    const res = await save(
      'faq',
      { title: 'FAQ', sections: [{ _id: 'a', title: 'Q', description: '<p>ok</p><script>alert(1)</script>' }] },
      faq.version,
      'content',
    );
    expect(res.json().data.sections[0].description).toBe('<p>ok</p>');
  });

  it('keeps the last 20 published versions and restores one as the draft', async () => {
    const path = 'summer-sale';
    expect((await post('/api/contents', { path, title: 'Summer Sale', type: 'builder' })).statusCode).toBe(201);
    let version = (await draft(path)).version;
    for (let n = 1; n <= 22; n++) {
      const saved = await save(path, page(`Edition ${n}`), version);
      version = saved.json().version;
      expect((await post(`/api/contents/${path}/publish`, { version })).statusCode).toBe(200);
    }
    const versions = (await get(`/api/contents/${path}/versions`)).json() as PublishedVersion[];
    expect(versions).toHaveLength(20);
    expect(versions[0].version).toBe(22);
    expect(versions[19].version).toBe(3);
    expect((await post(`/api/contents/${path}/versions/2/restore`)).statusCode).toBe(404);

    const restored = await post(`/api/contents/${path}/versions/5/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toEqual(page('Edition 5'));
    expect(restored.json().hasUnpublishedChanges).toBe(true);
    // Restoring changes the draft only; publishing it makes it live.
    expect((await visitor(`/api/public/contents/${path}`)).json().data).toEqual(page('Edition 22'));
    await post(`/api/contents/${path}/publish`);
    expect((await visitor(`/api/public/contents/${path}`)).json().data).toEqual(page('Edition 5'));
  });

  it('refuses a publish based on a stale version', async () => {
    const home = await draft('home');
    const res = await post('/api/contents/home/publish', { version: home.version - 1 });
    expect(res.statusCode).toBe(409);
  });

  it('adds pages with valid addresses only and keeps the shop’s own pages', async () => {
    expect((await post('/api/contents', { path: 'Bad Path', title: 'x', type: 'content' })).json().errors[0].field).toBe('path');
    expect((await post('/api/contents', { path: 'product', title: 'x', type: 'content' })).statusCode).toBe(400);
    expect((await post('/api/contents', { path: 'home', title: 'x', type: 'content' })).statusCode).toBe(409);
    expect((await del('/api/contents/home')).statusCode).toBe(400);
    expect((await post('/api/contents', { path: 'gone', title: 'Gone', type: 'content' })).statusCode).toBe(201);
    expect((await del('/api/contents/gone')).statusCode).toBe(204);
    expect((await get('/api/contents/gone')).statusCode).toBe(404);
  });

  it('needs a token and the content permissions', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contents/home' })).statusCode).toBe(401);
    const roles = await post('/api/roles', { name: 'Reader', permissions: ['contents:list'] });
    const user = await post('/api/users', { name: 'Reader', email: 'reader@example.com', password: 'reader-pass-1', role: roles.json()._id });
    expect(user.statusCode, user.body).toBe(201);
    const reader = await t.login('reader@example.com', 'reader-pass-1');
    expect((await t.call(reader, { method: 'GET', url: '/api/contents/home' })).statusCode).toBe(200);
    expect((await t.call(reader, { method: 'POST', url: '/api/contents/home/publish' })).statusCode).toBe(403);
  });
});

describe('home-page product blocks', () => {
  it('adds a block per category or collection, never the same pair twice', async () => {
    const men = (await post('/api/categories', { name: 'Men' })).json();
    const eid = (await post('/api/collections', { name: 'Eid' })).json();
    const first = await post('/api/contents/product/home', { title: 'Men', link: { type: 'categories', id: men._id } });
    expect(first.statusCode, first.body).toBe(201);
    const twice = await post('/api/contents/product/home', { title: 'Men again', link: { type: 'categories', id: men._id } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('link');
    const collection = await post('/api/contents/product/home', { title: 'Eid', link: { type: 'collections', id: eid._id } });
    const blocks = collection.json().productBlocks as { _id: string; title: string; order: number }[];
    expect(blocks.map((b) => [b.title, b.order])).toEqual([
      ['Men', 0],
      ['Eid', 1],
    ]);
    const missing = await post('/api/contents/product/home', { title: 'Ghost', link: { type: 'categories', id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.json().errors[0].field).toBe('link.id');

    // Pointing the second block at the first block's category is the same pair.
    const clash = await put(`/api/contents/product/home/${blocks[1]._id}`, { link: { type: 'categories', id: men._id } });
    expect(clash.statusCode).toBe(409);
    const moved = await put(`/api/contents/product/home/${blocks[0]._id}`, { title: 'Men picks', order: 3 });
    expect(moved.json().productBlocks.map((b: { title: string }) => b.title)).toEqual(['Eid', 'Men picks']);
    const removed = await del(`/api/contents/product/home/${blocks[0]._id}`);
    expect(removed.json().productBlocks.map((b: { title: string }) => b.title)).toEqual(['Eid']);
  });
});

describe('storefront API', () => {
  it('answers with an ETag and Cache-Control, and 304 when the client holds the current one', async () => {
    const first = await visitor('/api/public/contents/home');
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await visitor('/api/public/contents/home', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await post('/api/contents/home/publish');
    const changed = await visitor('/api/public/contents/home', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows only banners that are active and within their schedule now', async () => {
    const hour = 3600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const make = async (title: string, extra: Record<string, unknown>) => {
      const res = await post('/api/banners', { title, image: '/uploads/x.png', placement: 'home-hero', ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await make('Live', { startAt: at(-hour), endAt: at(hour), priority: 1 });
    await make('Always', { priority: 5 });
    await make('Switched off', { isActive: false });
    await make('Not yet', { startAt: at(hour) });
    await make('Over', { endAt: at(-hour) });
    await make('Elsewhere', { placement: 'popup' });
    const res = await visitor('/api/public/banners?placement=home-hero');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { title: string }) => b.title)).toEqual(['Always', 'Live']);
    expect(res.headers.etag).toBeTruthy();
    expect((await visitor('/api/public/banners?placement=home-hero', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
    expect((await visitor('/api/public/banners?placement=nowhere')).statusCode).toBe(400);

    const list = (await get('/api/banners?limit=50')).json().doc as { title: string; liveNow: boolean }[];
    expect(Object.fromEntries(list.map((b) => [b.title, b.liveNow]))).toMatchObject({
      Live: true,
      Always: true,
      'Switched off': false,
      'Not yet': false,
      Over: false,
    });
  });

  it('checks a banner’s link: the category must exist, an external link must be http(s)', async () => {
    const women = (await post('/api/categories', { name: 'Women' })).json();
    const ok = await post('/api/banners', { title: 'Women', image: '/uploads/w.png', link: { type: 'category', href: women.slug } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().link).toEqual({ type: 'category', href: 'women' });
    const ghost = await post('/api/banners', { title: 'Ghost', image: '/uploads/w.png', link: { type: 'category', href: 'no-such-category' } });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors[0].field).toBe('link');
    const script = await post('/api/banners', { title: 'Bad', image: '/uploads/w.png', link: { type: 'external', href: 'javascript:alert(1)' } });
    expect(script.json().errors[0].field).toBe('link');
    const page = await post('/api/banners', { title: 'About', image: '/uploads/w.png', link: { type: 'page', href: 'about' } });
    expect(page.statusCode).toBe(201);
  });

  it('serves the menu as a tree of active categories shown in the menu, nothing under a hidden one', async () => {
    const kids = (await post('/api/categories', { name: 'Kids', priority: 9 })).json();
    await post('/api/categories', { name: 'Kids Shoes', parentCategory: kids._id });
    const hidden = (await post('/api/categories', { name: 'Hidden', isActive: false })).json();
    await post('/api/categories', { name: 'Under Hidden', parentCategory: hidden._id });
    await post('/api/categories', { name: 'Not In Menu', displayInMenu: false });
    const menu = (await visitor('/api/public/menu')).json() as { name: string; children: { name: string }[] }[];
    const names = menu.map((n) => n.name);
    expect(names[0]).toBe('Kids');
    expect(menu[0].children.map((c) => c.name)).toEqual(['Kids Shoes']);
    expect(JSON.stringify(menu)).not.toMatch(/Hidden|Not In Menu/);
  });

  it('serves SEO text per page', async () => {
    const list = (await get('/api/seo?limit=50')).json().doc as { _id: string; page: string }[];
    const home = list.find((s) => s.page === 'home');
    expect(home).toBeTruthy();
    await put(`/api/seo/${home?._id}`, { metaTitle: 'Rangdhonu: clothes for Eid', keywords: ['eid', 'panjabi'] });
    const seo = await visitor('/api/public/seo/home');
    expect(seo.json()).toMatchObject({ page: 'home', metaTitle: 'Rangdhonu: clothes for Eid', keywords: ['eid', 'panjabi'] });
    expect((await visitor('/api/public/seo/nowhere')).statusCode).toBe(404);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await visitor('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/public/contents/{path}', '/api/public/banners', '/api/public/menu', '/api/public/seo/{path}', '/api/contents/{path}']),
    );
  });
});

describe('settings', () => {
  it('changes settings card by card and uses them at once', async () => {
    const res = await put('/api/settings', { currencySymbol: 'Tk', timeZone: 'Asia/Kolkata', deliveryInsideDhaka: 70.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currencySymbol: 'Tk', timeZone: 'Asia/Kolkata', deliveryInsideDhaka: 70.5, currencyCode: 'BDT' });
    const self = (await get('/api/auth/self')).json();
    expect(self.shop.currency.symbol).toBe('Tk');
    expect(self.shop.timeZone).toBe('Asia/Kolkata');
    expect((await get('/api/settings')).json().deliveryInsideDhaka).toBe(70.5);
  });

  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    const before = (await get('/api/settings')).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ currencyCode: 'taka' }, 'currencyCode'],
      [{ currencySymbol: '' }, 'currencySymbol'],
      [{ defaultVat: 101 }, 'defaultVat'],
      [{ defaultVat: 7.555 }, 'defaultVat'],
      [{ deliveryOutsideDhaka: -1 }, 'deliveryOutsideDhaka'],
      [{ email: 'shop-at-example' }, 'email'],
      [{ shopName: '  ' }, 'shopName'],
      [{ receiptShowLogo: 'maybe' }, 'receiptShowLogo'],
      [{ receiptPaper: '72mm' }, 'receiptPaper'],
      [{ vatRegistration: 'VAT-123' }, 'vatRegistration'],
    ];
    for (const [body, field] of cases) {
      const res = await put('/api/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await get('/api/settings')).json()).toEqual(before);
  });

  it('needs settings:edit to change them', async () => {
    const role = await post('/api/roles', { name: 'Viewer', permissions: ['settings:list'] });
    await post('/api/users', { name: 'Viewer', email: 'viewer@example.com', password: 'viewer-pass-1', role: role.json()._id });
    const viewer = await t.login('viewer@example.com', 'viewer-pass-1');
    expect((await t.call(viewer, { method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    expect((await t.call(viewer, { method: 'PUT', url: '/api/settings', payload: { shopName: 'Mine' } })).statusCode).toBe(403);
  });
});
