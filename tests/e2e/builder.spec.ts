import type { Page } from '@playwright/test';
import type { PageData, TextPageData } from '../../common/content';
import { uniqueName } from './support/api';
import { contentCalls } from './support/content';
import { expect as baseExpect, signedInTest as test } from './support/fixtures';
import { toast } from './support/ui';

/*
 * The page builder and the contents screen (issue 10; spec §2.3, §2.6, §3.6,
 * §4, §5): staff build the home page with blocks and style it, undo and
 * redo, look at it on a phone, save a draft, publish, and a storefront reads
 * exactly that; a text page is edited through its content-edit modals.
 */

// The builder is the heaviest screen of the app (a lazy chunk, Puck, its preview frame) and these are
// long journeys: generous waits so a loaded CI machine does not fail them, never a timed assertion.
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const preview = (page: Page) => page.frameLocator('iframe');

async function addBlock(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

async function openBuilder(page: Page, name: string) {
  await page.goto('/contents');
  await page.getByRole('link', { name: `Open in builder: ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Page builder: ${name}` })).toBeVisible();
}

test('build the home page: hero and product grid, styles, undo/redo, phone size, draft, publish, public API', async ({ page, request }) => {
  const calls = await contentCalls(request);
  await openBuilder(page, 'Home');
  // The builder has a layout of its own: no sidebar menu.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await addBlock(page, 'Hero banner');
  const heroTitle = preview(page).getByRole('heading', { name: 'New season collection' });
  await expect(heroTitle).toBeVisible();

  // Font, colour (then a transparent overlay) and line height, from the fields panel.
  await page.getByRole('combobox', { name: 'Font', exact: true }).click();
  await page.getByRole('option', { name: 'Poppins' }).click();
  await expect(heroTitle).toHaveCSS('font-family', /Poppins/);
  await page.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#c62828');
  await expect(heroTitle).toHaveCSS('color', 'rgb(198, 40, 40)');
  const overlaySwitch = page.getByRole('group', { name: 'Overlay colour' }).getByRole('switch', { name: 'Transparent' });
  await overlaySwitch.check();
  await expect(page.getByRole('textbox', { name: 'Overlay colour', exact: true })).toBeDisabled();

  const lineHeight = page.getByRole('slider', { name: 'Line height' });
  await expect(heroTitle).toHaveCSS('line-height', '57.6px'); // 48px × 1.2
  await lineHeight.focus();
  await page.keyboard.press('ArrowRight'); // one step of 0.05
  await expect(lineHeight).toHaveAttribute('aria-valuenow', '1.25');
  await expect(heroTitle).toHaveCSS('line-height', '60px');

  // Undo and Redo move one step each (spec §4); Ctrl+Z and Ctrl+Shift+Z do the same.
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(redo).toBeDisabled();
  await undo.click();
  await expect(heroTitle).toHaveCSS('line-height', '57.6px');
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect(heroTitle).toHaveCSS('line-height', '60px');
  await page.getByRole('heading', { name: 'Page builder: Home' }).click();
  await page.keyboard.press('Control+z');
  await expect(heroTitle).toHaveCSS('line-height', '57.6px');
  await page.keyboard.press('Control+Shift+z');
  await expect(heroTitle).toHaveCSS('line-height', '60px');

  // A product grid from a category of the shop.
  await addBlock(page, 'Product grid');
  await expect(preview(page).getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expect(preview(page).getByText('Choose a category, a collection or products for this grid.')).toBeVisible();
  const categoryBox = page.getByRole('combobox', { name: 'Category', exact: true });
  await categoryBox.click();
  const firstCategory = page.getByRole('listbox').getByRole('option').first();
  const categoryName = (await firstCategory.innerText()).trim();
  await firstCategory.click();
  await expect(categoryBox).toHaveValue(categoryName);
  // Products come from the catalogue: cards when it has some, else the builder says why the grid is empty.
  await expect(
    preview(page)
      .getByText(/Products are not available yet|No products match yet/)
      .or(preview(page).locator('article').first()),
  ).toBeVisible();

  // The lg/sm switch: large by default, small is a phone-wide preview.
  await expect(page.getByRole('button', { name: 'Large (desktop)' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Small (phone)' }).click();
  await expect(page.getByRole('button', { name: 'Small (phone)' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.locator('iframe').evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.innerWidth)).toBe(375);

  // Nothing reaches the storefront before publishing.
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  const draft = await calls.draft<PageData>('home');
  expect(draft.data.content.map((block) => block.type)).toEqual(['Hero', 'ProductGrid']);
  const before = await calls.published('home');
  expect(before.body?.data as PageData | undefined).not.toEqual(draft.data);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Page published')).toBeVisible();

  // The storefront reads exactly the JSON the builder rendered.
  const published = await calls.published<PageData>('home');
  expect(published.status).toBe(200);
  const [hero, grid] = published.body!.data.content;
  expect(hero.type).toBe('Hero');
  expect(hero.props).toMatchObject({ fontFamily: 'Poppins', color: '#c62828', overlay: 'transparent', lineHeight: 1.25 });
  expect(grid.type).toBe('ProductGrid');
  expect(grid.props).toMatchObject({ source: 'category', category: [{ name: categoryName }] });

  // The published version is listed, to be restored later.
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Published versions' });
  await expect(versions.getByText('Live')).toBeVisible();
  await versions.getByRole('button', { name: 'Close' }).click();

  // Exit Editor asks first.
  await page.getByRole('button', { name: 'Exit Editor' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Are you sure you want to exit the editor?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/contents\/home\/builder$/);
  await page.getByRole('button', { name: 'Exit Editor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit', exact: true }).click();
  await expect(page).toHaveURL(/\/contents$/);
  await expect(page.getByRole('listitem', { name: 'Home' })).toContainText('Published');
});

test('a product grid of chosen products and a button to one of them: picked by name, previewed as customers see it, published without what is not on sale', async ({
  page,
  request,
  api,
}) => {
  const calls = await contentCalls(request);
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  const onSale = await api.create('products', { name: uniqueName('Muslin Kurti'), status: 'published', category: category._id, price: 2222, cost: 1500 });
  const upcoming = await api.create('products', { name: uniqueName('Winter Shawl'), status: 'draft', category: category._id, price: 3000, cost: 2000 });

  await page.goto('/contents');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByRole('textbox', { name: 'Page name' }).fill(uniqueName('Picks'));
  const path = await dialog.getByRole('textbox', { name: 'Address (slug)' }).inputValue();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: /^Page builder: Picks/ })).toBeVisible();

  await addBlock(page, 'Product grid');
  await page.getByRole('button', { name: 'Chosen products' }).click();
  const chosen = page.getByRole('combobox', { name: 'Products', exact: true });
  for (const product of [onSale, upcoming]) {
    // The demo catalogue fills pages: products are found by name.
    await chosen.fill(String(product.name));
    await page.getByRole('option', { name: String(product.name) }).click();
  }
  // The preview shows what a storefront will: the product on sale with its price, not the draft one.
  const card = preview(page)
    .locator('article')
    .filter({ hasText: String(onSale.name) });
  await expect(card).toContainText('৳ 2,222.00');
  await expect(preview(page).getByText(String(upcoming.name))).toHaveCount(0);

  // A button that leads to the product, picked with the forms' own link picker.
  await addBlock(page, 'Button');
  await page.getByRole('combobox', { name: 'Link type' }).click();
  await page.getByRole('option', { name: 'Product', exact: true }).click();
  await page.getByRole('combobox', { name: 'Product (name or SKU)' }).fill(String(onSale.name));
  await page.getByRole('option', { name: `${String(onSale.name)} (${String(onSale.sku)})` }).click();
  // In the builder the block is the control and its button no link (a click selects the block): where it leads is data-href.
  await expect(preview(page).getByText('Shop now', { exact: true })).toHaveAttribute('data-href', `/products/${String(onSale.slug)}`);

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  const draft = await calls.draft<PageData>(path);
  expect(draft.data.content[0].props.products).toEqual([
    { id: onSale._id, name: onSale.name },
    { id: upcoming._id, name: upcoming.name },
  ]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Page published')).toBeVisible();

  const published = await calls.published<PageData>(path);
  expect(published.body?.data.content[0].props.products).toEqual([{ id: onSale._id, name: onSale.name }]);
  expect(published.body?.data.content[1]).toMatchObject({ type: 'Button', props: { link: { type: 'product', href: onSale.slug } } });
  expect(JSON.stringify(published.body)).not.toContain(String(upcoming.name));
});

test('a stale save is refused with a clear message and loses nothing', async ({ page, request }) => {
  const calls = await contentCalls(request);
  await page.goto('/contents');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByRole('textbox', { name: 'Page name' }).fill('Eid Sale');
  await expect(dialog.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('eid-sale');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Page builder: Eid Sale' })).toBeVisible();

  await addBlock(page, 'Heading');
  await expect(preview(page).getByRole('heading', { name: 'Heading' })).toBeVisible();

  // Someone else saves the page after it was opened here.
  const theirs = await calls.draft<PageData>('eid-sale');
  await calls.save('eid-sale', 'builder', theirs.version, { root: { props: {} }, content: [], zones: {} });

  await page.getByRole('button', { name: 'Save Draft' }).click();
  const stale = page.getByRole('alertdialog', { name: 'Someone else saved this page' });
  await expect(stale).toContainText('nothing was overwritten');
  await stale.getByRole('button', { name: 'Keep editing' }).click();
  // Nothing lost: the block is still on the page being edited.
  await expect(preview(page).getByRole('heading', { name: 'Heading' })).toBeVisible();
  expect((await calls.draft<PageData>('eid-sale')).data.content).toEqual([]);

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  expect((await calls.draft<PageData>('eid-sale')).data.content.map((block) => block.type)).toEqual(['Heading']);
});

test('edit a text page through Click to Edit and Edit Section, then publish', async ({ page, request }) => {
  const calls = await contentCalls(request);
  // The editing dialog stays open, and MUI hides what is outside a modal from the accessibility
  // tree, so the toast is found by its text rather than its alert role.
  const updated = () => page.getByText('Content Updated').first();
  await page.goto('/contents');
  await page.getByRole('button', { name: 'Edit text: About Us' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit About Us' });

  const heading = editor.getByRole('button', { name: 'Click to Edit: Page heading' });
  await heading.hover();
  await expect(heading.getByText('Click to Edit')).toBeVisible();
  await heading.click();
  const headingDialog = page.getByRole('dialog', { name: 'Click to Edit' });
  await headingDialog.getByRole('textbox', { name: 'Page heading' }).fill('Who we are');
  await headingDialog.getByRole('button', { name: 'Save' }).click();
  await expect(updated()).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Who we are' })).toBeVisible();

  // A section needs a title and a description (spec §5).
  await editor.getByRole('button', { name: 'Add section' }).click();
  const section = page.getByRole('dialog', { name: 'Add section' });
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Required')).toHaveCount(2);
  await section.getByRole('textbox', { name: 'Title' }).fill('Our story');
  await section.getByRole('textbox', { name: 'Description' }).fill('Started in Mirpur in 2015.');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section).toBeHidden();
  await expect(updated()).toBeVisible();

  const story = editor.getByRole('button', { name: 'Edit Section: Our story' });
  await story.hover();
  await expect(story.getByText('Edit Section')).toBeVisible();
  await story.click();
  const edit = page.getByRole('dialog', { name: 'Edit Section' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Started in Mirpur in 2015, now all over Bangladesh.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('now all over Bangladesh.')).toBeVisible();

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published').first()).toBeVisible();
  const published = await calls.published<TextPageData>('about');
  expect(published.body?.data.title).toBe('Who we are');
  expect(published.body?.data.sections.map((s) => [s.title, s.description])).toEqual([['Our story', 'Started in Mirpur in 2015, now all over Bangladesh.']]);
});
