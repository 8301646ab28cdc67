import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../common/content';
import type { ContentDraft, PublicContent } from '../../common/wire/content';
import { createTestApp, type TestApp } from './harness';

/*
 * Products in site content (issue 10, spec §3.6, §7.3): a link object may
 * target a product, product blocks and the builder's product grid choose
 * products by id, and storefronts never see a product that is not on sale.
 */

let t: TestApp;
let token: string;
let categoryId: string;

type Doc = Record<string, unknown> & { _id: string; slug: string; name: string };
const GHOST = '00000000-0000-4000-8000-000000000000';

const get = (url: string) => t.call(token, { method: 'GET', url });
const post = (url: string, payload?: unknown) => t.call(token, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const put = (url: string, payload: unknown) => t.call(token, { method: 'PUT', url, payload: payload as object });
const del = (url: string) => t.call(token, { method: 'DELETE', url });
const visitor = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function create(path: string, body: Record<string, unknown>): Promise<Doc> {
  const res = await post(`/api/${path}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const product = (name: string, over: Record<string, unknown> = {}) =>
  create('products', { name, status: 'published', category: categoryId, price: 1500, cost: 900, ...over });

async function draft(path: string): Promise<ContentDraft<PageData>> {
  const res = await get(`/api/contents/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const grid = (id: string, products: { id: string; name: string }[]): PageData['content'][number] => ({
  type: 'ProductGrid',
  props: { id, title: 'Picks', source: 'products', category: [], collection: [], products, count: 4, columns: 4 },
});

/** The storefront's banner of this title, as the public call answers it. */
async function publicBanner(title: string) {
  const res = await visitor('/api/public/banners');
  expect(res.statusCode).toBe(200);
  return (res.json() as { title: string; link: unknown }[]).find((b) => b.title === title);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  categoryId = (await create('categories', { name: 'Panjabi' }))._id;
});
afterAll(() => t.close());

describe('a link to a product', () => {
  it('accepts a product that exists, by its slug, and refuses one that does not, naming the field', async () => {
    const tee = await product('Linen Tee');
    const ok = await post('/api/banners', { title: 'Linen', image: '/uploads/l.png', link: { type: 'product', href: tee.slug } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().link).toEqual({ type: 'product', href: tee.slug });

    const ghost = await post('/api/banners', { title: 'Ghost tee', image: '/uploads/l.png', link: { type: 'product', href: 'no-such-tee' } });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors[0]).toEqual({
      field: 'link',
      message: 'there is no product "no-such-tee"',
      code: 'no_such_link',
      params: { what: 'product', href: 'no-such-tee' },
    });
    const banners = (await get('/api/banners?search=Ghost')).json().doc as unknown[];
    expect(banners).toHaveLength(0);

    // Changing a banner's link is checked the same way.
    const changed = await put(`/api/banners/${ok.json()._id}`, { link: { type: 'product', href: 'still-no-such-tee' } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors[0].field).toBe('link');
  });

  it('reaches storefronts only while its target is live, like category, collection and page links', async () => {
    const launch = await product('Eid Launch Panjabi', { status: 'draft' });
    const summer = await create('collections', { name: 'Summer Edit' });
    const linked = async (title: string, link: Record<string, string>) => {
      const res = await post('/api/banners', { title, image: '/uploads/b.png', placement: 'home-hero', link });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Doc;
    };
    await linked('Launch', { type: 'product', href: launch.slug });
    await linked('Summer', { type: 'collection', href: summer.slug });
    await linked('Outside', { type: 'external', href: 'https://example.com/eid' });

    // A draft product: the banner shows, but its link does not name the product yet.
    expect(await publicBanner('Launch')).toMatchObject({ link: null });
    expect((await visitor('/api/public/banners')).body).not.toContain(launch.slug);
    expect(await publicBanner('Summer')).toMatchObject({ link: { type: 'collection', href: summer.slug } });
    expect(await publicBanner('Outside')).toMatchObject({ link: { type: 'external', href: 'https://example.com/eid' } });

    expect((await put(`/api/products/${launch._id}`, { status: 'published' })).statusCode).toBe(200);
    expect(await publicBanner('Launch')).toMatchObject({ link: { type: 'product', href: launch.slug } });

    expect((await put(`/api/products/${launch._id}`, { isActive: false })).statusCode).toBe(200);
    expect(await publicBanner('Launch')).toMatchObject({ link: null });

    expect((await put(`/api/collections/${summer._id}`, { isActive: false })).statusCode).toBe(200);
    expect(await publicBanner('Summer')).toMatchObject({ link: null });

    // A page counts once it is published.
    expect((await post('/api/contents', { path: 'eid-offers', title: 'Eid offers', type: 'content' })).statusCode).toBe(201);
    await linked('Offers page', { type: 'page', href: 'eid-offers' });
    expect(await publicBanner('Offers page')).toMatchObject({ link: null });
    expect((await post('/api/contents/eid-offers/publish')).statusCode).toBe(200);
    expect(await publicBanner('Offers page')).toMatchObject({ link: { type: 'page', href: 'eid-offers' } });
  });
});

describe('products chosen by home-page product blocks', () => {
  it('refuses a product id that does not exist, naming the field and the id, and writes nothing', async () => {
    const men = await create('categories', { name: 'Men' });
    const kurta = await product('Cotton Kurta');
    const before = await draft('home');

    const ghost = await post('/api/contents/product/home', { title: 'Men', link: { type: 'categories', id: men._id }, products: [kurta._id, GHOST] });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors).toEqual([{ field: 'products.1', message: `there is no product with id ${GHOST}` }]);
    expect(ghost.json().message).toContain(GHOST);
    const unchanged = await draft('home');
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.productBlocks).toEqual(before.productBlocks);

    const twice = await post('/api/contents/product/home', { title: 'Men', link: { type: 'categories', id: men._id }, products: [kurta._id, kurta._id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].field).toBe('products.1');

    const notAnId = await post('/api/contents/product/home', { title: 'Men', link: { type: 'categories', id: men._id }, products: ['kurta'] });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors[0].field).toMatch(/products/);

    const added = await post('/api/contents/product/home', { title: 'Men', link: { type: 'categories', id: men._id }, products: [kurta._id] });
    expect(added.statusCode, added.body).toBe(201);
    const block = (added.json() as ContentDraft).productBlocks.find((b) => b.title === 'Men')!;
    expect(block.products).toEqual([kurta._id]);

    const badChange = await put(`/api/contents/product/home/${block._id}`, { products: [GHOST] });
    expect(badChange.statusCode).toBe(400);
    expect(badChange.json().errors[0]).toEqual({ field: 'products.0', message: `there is no product with id ${GHOST}` });
    expect((await draft('home')).productBlocks.find((b) => b._id === block._id)?.products).toEqual([kurta._id]);

    const shawl = await product('Silk Shawl');
    const changed = await put(`/api/contents/product/home/${block._id}`, { products: [shawl._id, kurta._id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as ContentDraft).productBlocks.find((b) => b._id === block._id)?.products).toEqual([shawl._id, kurta._id]);

    const removed = await del(`/api/contents/product/home/${block._id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as ContentDraft).productBlocks.some((b) => b._id === block._id)).toBe(false);
  });
});

describe('products chosen by the builder’s product grid', () => {
  it('refuses a saved page whose grid names a product that does not exist, naming where and which', async () => {
    const polo = await product('Pique Polo');
    const before = await draft('home');
    const data: PageData = {
      root: { props: {} },
      content: [
        { type: 'Heading', props: { id: 'Heading-1', text: 'Hello' } },
        grid('Grid-1', [
          { id: polo._id, name: 'Pique Polo' },
          { id: GHOST, name: 'Deleted Tee' },
        ]),
      ],
      zones: { 'Columns-1:column-0': [grid('Grid-2', [{ id: GHOST, name: 'Deleted Tee' }])] },
    };
    const res = await put('/api/contents/home?type=builder', { version: before.version, data });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'data.content.1.props.products.1.id', message: `there is no product with id ${GHOST} (Deleted Tee)` },
      { field: 'data.zones.Columns-1:column-0.0.props.products.0.id', message: `there is no product with id ${GHOST} (Deleted Tee)` },
    ]);
    const after = await draft('home');
    expect(after.version).toBe(before.version);
    expect(after.data).toEqual(before.data);

    const notAList = await put('/api/contents/home?type=builder', {
      version: before.version,
      data: { root: { props: {} }, content: [{ type: 'ProductGrid', props: { id: 'Grid-1', products: 'all' } }] },
    });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().errors[0].field).toBe('data.content.0.props.products');

    const ok = await put('/api/contents/home?type=builder', {
      version: before.version,
      data: { ...data, zones: {}, content: [grid('Grid-1', [{ id: polo._id, name: 'Pique Polo' }])] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the public page', () => {
  it('shows only the chosen products that are published and active, and follows them within a second', async () => {
    const onSale = await product('Festive Saree');
    const upcoming = await product('Secret Winter Jacket', { status: 'draft' });
    const ladies = await create('categories', { name: 'Ladies' });
    expect((await post('/api/contents', { path: 'festive', title: 'Festive', type: 'builder' })).statusCode).toBe(201);
    const page = await draft('festive');
    const data: PageData = {
      root: { props: {} },
      content: [
        grid('Grid-1', [
          { id: onSale._id, name: onSale.name },
          { id: upcoming._id, name: upcoming.name },
        ]),
      ],
      zones: {},
    };
    expect((await put('/api/contents/festive?type=builder', { version: page.version, data })).statusCode).toBe(200);
    expect(
      (await post('/api/contents/product/festive', { title: 'Ladies', link: { type: 'categories', id: ladies._id }, products: [upcoming._id, onSale._id] }))
        .statusCode,
    ).toBe(201);
    expect((await post('/api/contents/festive/publish')).statusCode).toBe(200);

    const first = await visitor('/api/public/contents/festive');
    expect(first.statusCode).toBe(200);
    const shown = first.json() as PublicContent<PageData>;
    expect(shown.data.content[0].props.products).toEqual([{ id: onSale._id, name: onSale.name }]);
    expect(shown.productBlocks[0].products).toEqual([onSale._id]);
    expect(first.body).not.toContain(upcoming._id);
    expect(first.body).not.toContain('Secret Winter Jacket');
    // Staff still see everything they chose.
    expect((await draft('festive')).productBlocks[0].products).toEqual([upcoming._id, onSale._id]);

    // The jacket goes on sale: after the one-second cache, storefronts get it, with a new ETag.
    expect((await put(`/api/products/${upcoming._id}`, { status: 'published' })).statusCode).toBe(200);
    await sleep(1100);
    const launched = await visitor('/api/public/contents/festive', { 'if-none-match': first.headers.etag as string });
    expect(launched.statusCode).toBe(200);
    expect(launched.headers.etag).not.toBe(first.headers.etag);
    expect((launched.json() as PublicContent<PageData>).data.content[0].props.products).toHaveLength(2);
    expect((launched.json() as PublicContent).productBlocks[0].products).toEqual([upcoming._id, onSale._id]);
    expect((await visitor('/api/public/contents/festive', { 'if-none-match': launched.headers.etag as string })).statusCode).toBe(304);

    // Switched off: gone again.
    expect((await put(`/api/products/${onSale._id}`, { isActive: false })).statusCode).toBe(200);
    await sleep(1100);
    const later = await visitor('/api/public/contents/festive');
    expect(later.body).not.toContain(onSale._id);
    expect((later.json() as PublicContent).productBlocks[0].products).toEqual([upcoming._id]);
  });
});

describe('shop data for a storefront’s blocks', () => {
  it('answers only products on sale, active categories and collections, chosen ones in the order asked', async () => {
    const shirts = await create('categories', { name: 'Shirts' });
    const hidden = await create('categories', { name: 'Hidden Shelf', isActive: false });
    const eid = await create('collections', { name: 'Eid Edit' });
    const live = await product('Oxford Shirt', { category: shirts._id, collection: [eid._id], price: 1850.5 });
    const draftOne = await product('Unreleased Shirt', { category: shirts._id, collection: [eid._id], status: 'draft' });
    const off = await product('Retired Shirt', { category: shirts._id, isActive: false });
    const other = await product('Denim Jacket');

    const byCategory = await visitor(`/api/public/products?category=${shirts._id}`);
    expect(byCategory.statusCode, byCategory.body).toBe(200);
    expect(byCategory.json()).toEqual([{ _id: live._id, name: 'Oxford Shirt', slug: live.slug, image: null, price: 1850.5, oldPrice: null }]);
    expect((await visitor(`/api/public/products?collection=${eid._id}`)).json().map((p: Doc) => p._id)).toEqual([live._id]);

    const chosenUrl = `/api/public/products?ids=${[other._id, draftOne._id, off._id, live._id].join(',')}`;
    const chosen = await visitor(chosenUrl);
    expect(chosen.json().map((p: Doc) => p.name)).toEqual(['Denim Jacket', 'Oxford Shirt']);
    expect(chosen.body).not.toMatch(/Unreleased|Retired/);
    expect(chosen.headers.etag).toBeTruthy();
    expect((await visitor(chosenUrl, { 'if-none-match': chosen.headers.etag as string })).statusCode).toBe(304);

    expect((await visitor('/api/public/products?ids=not-an-id')).statusCode).toBe(400);
    expect((await visitor('/api/public/products?limit=49')).statusCode).toBe(400);

    const cats = await visitor(`/api/public/categories?ids=${hidden._id},${shirts._id}`);
    expect(cats.json()).toEqual([{ _id: shirts._id, name: 'Shirts', slug: shirts.slug, image: null }]);
    expect((await visitor(`/api/public/collections?ids=${eid._id}`)).json().map((c: Doc) => c.name)).toEqual(['Eid Edit']);

    const doc = (await visitor('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/public/products', '/api/public/categories', '/api/public/collections']));
  });

  it('feeds the builder’s blocks on a storefront through publicDataSource', async () => {
    const { publicDataSource } = await import('../../src/builder/blocks/publicDataSource');
    const scarf = await product('Cotton Scarf', { price: 450 });
    const hiddenScarf = await product('Hidden Scarf', { status: 'draft' });
    // A storefront's fetch, answered by the real server.
    const storefrontFetch = (async (url: string) => {
      const res = await visitor(url);
      return new Response(res.statusCode === 304 ? null : res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const source = publicDataSource({ fetch: storefrontFetch, currencySymbol: '৳' });
    expect(await source.products({ ids: [hiddenScarf._id, scarf._id], limit: 4 })).toEqual([
      { id: scarf._id, name: 'Cotton Scarf', image: undefined, price: 450 },
    ]);
    expect((await source.categories([categoryId]))?.map((c) => c.id)).toEqual([categoryId]);
  });
});
