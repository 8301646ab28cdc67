import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBlock, PageData, TextPageData } from '../../common/content';
import type { ContentDraft } from '../../common/wire/content';
import { contents } from '../domains/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * Storefronts render a published page's JSON to anonymous visitors: every
 * block and prop is checked against the builder's declarations
 * (common/pageBlocks.ts), links and picture sources against their rules,
 * and text stays text (issue 34, "The storefront and the app's edges").
 */

let t: TestApp;
let token: string;

const get = (url: string) => t.call(token, { method: 'GET', url });
const put = (url: string, payload: unknown) => t.call(token, { method: 'PUT', url, payload: payload as object });
const visitor = (url: string) => t.app.inject({ method: 'GET', url });

const pageOf = (...content: PageBlock[]): PageData => ({ root: { props: { title: 'Eid' } }, content, zones: {} });

async function draftOf(path: string): Promise<ContentDraft<PageData | TextPageData>> {
  const res = await get(`/api/contents/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Saves a builder page on home; answers the response and checks a refusal changed nothing. */
async function saveHome(data: unknown) {
  const before = await draftOf('home');
  const res = await put('/api/contents/home?type=builder', { data, version: before.version });
  if (res.statusCode !== 200) expect((await draftOf('home')).version).toBe(before.version);
  return res;
}

const refusal = (res: { statusCode: number; json: () => { errors: { field: string; message: string; code?: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  return res.json().errors[0];
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('builder pages are checked against the declared blocks', () => {
  it('refuses a link that is not http(s), a path on the site or a declared link type', async () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x']) {
      const res = await saveHome(pageOf({ type: 'Button', props: { id: 'Button-1', label: 'Shop', link: { type: 'external', href } } }));
      expect(refusal(res)).toMatchObject({ field: 'data.content.0.props.link.href', code: 'not_page_link' });
    }
    const hero = await saveHome(pageOf({ type: 'Hero', props: { id: 'Hero-1', buttonLink: { type: 'script', href: 'x' } } }));
    expect(refusal(hero).field).toBe('data.content.0.props.buttonLink.type');
    const page = await saveHome(pageOf({ type: 'Button', props: { id: 'Button-1', link: { type: 'page', href: 'javascript:alert(1)' } } }));
    expect(refusal(page).field).toBe('data.content.0.props.link.href');
  });

  it('refuses a picture that is not http(s) or an uploaded file', async () => {
    const hero = await saveHome(pageOf({ type: 'Hero', props: { id: 'Hero-1', image: 'javascript:alert(1)' } }));
    expect(refusal(hero)).toMatchObject({ field: 'data.content.0.props.image', code: 'not_link' });
    const image = await saveHome(pageOf({ type: 'Image', props: { id: 'Image-1', src: 'data:image/svg+xml,<svg onload=alert(1)>' } }));
    expect(refusal(image).field).toBe('data.content.0.props.src');
    const climbing = await saveHome(pageOf({ type: 'Image', props: { id: 'Image-1', src: '/uploads/../jwt-secret' } }));
    expect(refusal(climbing).field).toBe('data.content.0.props.src');
  });

  it('refuses a block type the builder does not have, and a prop its block does not declare, naming them', async () => {
    const unknown = refusal(await saveHome(pageOf({ type: 'Script', props: { id: 'Script-1', code: 'alert(1)' } })));
    expect(unknown).toMatchObject({ field: 'data.content.0.type', code: 'unknown_block' });
    expect(unknown.message).toContain('Script');
    const prop = refusal(await saveHome(pageOf({ type: 'Heading', props: { id: 'Heading-1', text: 'Hi', onClick: 'alert(1)' } })));
    expect(prop).toMatchObject({ field: 'data.content.0.props.onClick', code: 'unknown_prop' });
    expect(prop.message).toContain('Heading');
  });

  it('keeps text props as text: HTML in them is refused', async () => {
    const res = await saveHome(pageOf({ type: 'Heading', props: { id: 'Heading-1', text: '<img src=x onerror=alert(1)>' } }));
    expect(refusal(res)).toMatchObject({ field: 'data.content.0.props.text', code: 'not_plain_text' });
    const faq = await saveHome(pageOf({ type: 'FaqList', props: { id: 'Faq-1', items: [{ question: 'Q', answer: '<script>alert(1)</script>' }] } }));
    expect(refusal(faq).field).toBe('data.content.0.props.items.0.answer');
    const ok = await saveHome(pageOf({ type: 'Heading', props: { id: 'Heading-1', text: 'Buy 2 < 3 & save' } }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('checks the blocks inside a block’s slots and the values of their kinds', async () => {
    const nested = await saveHome(
      pageOf({
        type: 'Columns',
        props: { id: 'Columns-1', count: 2, column1: [{ type: 'Button', props: { id: 'Button-1', link: { type: 'external', href: 'javascript:alert(1)' } } }] },
      }),
    );
    expect(refusal(nested).field).toBe('data.content.0.props.column1.0.props.link.href');
    const colour = await saveHome(pageOf({ type: 'Heading', props: { id: 'Heading-1', color: 'red;background:url(https://evil.example/t)' } }));
    expect(refusal(colour).field).toBe('data.content.0.props.color');
    const size = await saveHome(pageOf({ type: 'Spacer', props: { id: 'Spacer-1', height: 1e9 } }));
    expect(refusal(size).field).toBe('data.content.0.props.height');
    const root = await saveHome({ root: { props: { title: 'x', onload: 'alert(1)' } }, content: [] });
    expect(refusal(root).field).toBe('data.root.props.onload');
  });

  it('takes what the builder makes: site links, declared link types, uploads and http(s) pictures', async () => {
    const data = pageOf(
      {
        type: 'Hero',
        props: {
          id: 'Hero-1',
          title: 'Eid',
          image: '/uploads/2026/hero.jpg',
          buttonLink: { type: 'external', href: '/sale' },
          overlay: '#000000',
          height: 420,
        },
      },
      { type: 'Button', props: { id: 'Button-1', label: 'Panjabi', link: { type: 'category', href: 'panjabi' }, variant: 'solid' } },
      { type: 'Button', props: { id: 'Button-2', label: 'Blog', link: { type: 'external', href: 'https://blog.example.com/eid' } } },
      { type: 'Button', props: { id: 'Button-3', label: 'Later', link: { type: 'page', href: '' } } },
      {
        type: 'Image',
        props: {
          id: 'Image-1',
          src: 'https://cdn.example.com/a.png',
          width: '100%',
          height: '',
          border: { width: 1, style: 'solid', color: '#e0e0e0', radius: 4 },
        },
      },
      { type: 'Flex', props: { id: 'Flex-1', items: [{ type: 'Heading', props: { id: 'Heading-1', text: 'Inside', level: 'h3' } }], wrap: true } },
      { type: 'RichText', props: { id: 'RichText-1', content: '<p>ok</p><script>alert(1)</script>' } },
    );
    const res = await saveHome(data);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as ContentDraft<PageData>).data;
    expect(saved.content[6].props.content).toBe('<p>ok</p>');
    expect(saved.content[5].props.items).toEqual([{ type: 'Heading', props: { id: 'Heading-1', text: 'Inside', level: 'h3' } }]);
  });
});

describe('text pages', () => {
  it('refuses a section picture that is not http(s) or an uploaded file, and HTML in a section title', async () => {
    const faq = await draftOf('faq');
    const section = { _id: 'a', title: 'Q', description: '<p>A</p>' };
    const picture = await put('/api/contents/faq?type=content', {
      data: { title: 'FAQ', sections: [{ ...section, image: 'javascript:alert(1)' }] },
      version: faq.version,
    });
    expect(refusal(picture).field).toBe('data.sections.0.image');
    const title = await put('/api/contents/faq?type=content', {
      data: { title: 'FAQ', sections: [{ ...section, title: '<b onmouseover=alert(1)>Q</b>' }] },
      version: faq.version,
    });
    expect(refusal(title).field).toBe('data.sections.0.title');
    const ok = await put('/api/contents/faq?type=content', {
      data: { title: 'FAQ', sections: [{ ...section, image: '/uploads/faq.png' }] },
      version: faq.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('a page published before these rules', () => {
  it('reaches storefronts without the undeclared blocks and props, the unsafe links and sources, and with text as text', async () => {
    const stored: PageData = pageOf(
      { type: 'Script', props: { id: 'Script-1', code: 'alert(1)' } },
      { type: 'Heading', props: { id: 'Heading-1', text: '<img src=x onerror=alert(1)>Eid sale', onClick: 'alert(1)' } },
      { type: 'Button', props: { id: 'Button-1', label: 'Go', link: { type: 'external', href: 'javascript:alert(1)' } } },
      { type: 'Hero', props: { id: 'Hero-1', title: 'Eid', image: 'javascript:alert(1)' } },
    );
    await t.database.db
      .update(contents)
      .set({ published: { title: 'Home', data: stored, productBlocks: [] }, publishedVersion: 1, publishedFromVersion: 1, publishedAt: new Date() })
      .where(eq(contents.path, 'home'));
    const res = await visitor('/api/public/contents/home');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('alert(1)');
    const served = (res.json() as { data: PageData }).data;
    expect(served.content).toEqual([
      { type: 'Heading', props: { id: 'Heading-1', text: 'Eid sale' } },
      { type: 'Button', props: { id: 'Button-1', label: 'Go' } },
      { type: 'Hero', props: { id: 'Hero-1', title: 'Eid' } },
    ]);
  });
});

describe('own profile picture', () => {
  it('takes only an http(s) address or an uploaded file, as the users resource does', async () => {
    for (const image of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/uploads/../jwt-secret', 'not a url']) {
      const res = await t.call(token, { method: 'PUT', url: '/api/auth/update/self', payload: { image } });
      expect(refusal(res)).toMatchObject({ field: 'image', code: 'not_link' });
    }
    expect((await t.call(token, { method: 'GET', url: '/api/auth/self' })).json().image ?? null).toBeNull();
    const ok = await t.call(token, { method: 'PUT', url: '/api/auth/update/self', payload: { image: '/uploads/me.png' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().image).toBe('/uploads/me.png');
  });
});
