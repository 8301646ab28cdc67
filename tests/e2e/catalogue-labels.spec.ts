import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { uniqueName } from './support/api';
import { expect as baseExpect, signedInTest as test } from './support/fixtures';
import { rowWith, search, tableRows, toast } from './support/ui';

// The machine running these is shared: give each step and each wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

/*
 * Issue 8: selected products print as a PDF sheet of barcode labels (name,
 * variant, price in ৳), from the products table's bulk menu, as a person does.
 */
test('select two products, print their labels from the bulk menu and read the PDF', async ({ page, api }) => {
  const category = await api.create('categories', { name: uniqueName('Labels') });
  const prefix = uniqueName('Label');
  const tee = `${prefix} Tee`;
  const panjabi = `${prefix} Panjabi`;
  await api.create('products', { name: tee, status: 'draft', category: category._id, price: 1250, cost: 700, stock: 2 });
  await api.create('products', {
    name: panjabi,
    status: 'draft',
    category: category._id,
    price: 2400,
    cost: 1500,
    type: 'variable',
    sizes: ['M', 'L'],
    colors: ['Navy'],
    variations: [
      { name: 'M-Navy', price: 2400, cost: 1500, stock: 1 },
      { name: 'L-Navy', price: 2550.5, cost: 1500, stock: 1 },
    ],
  });

  await page.goto('/products');
  await search(page, prefix);
  await expect(tableRows(page)).toHaveCount(2);
  await rowWith(page, tee).getByRole('checkbox').check();
  await rowWith(page, panjabi).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Print labels' }).click();

  const dialog = page.getByRole('dialog', { name: 'Print labels for 2 products' });
  await expect(dialog.getByRole('radio', { name: 'One label per unit in stock' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^labels_\d{12}\.pdf$/);
  await expect(toast(page, `Labels saved as ${download.suggestedFilename()}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  // One label per unit in stock: 2 of the tee, 1 of each variant.
  expect(text.split(tee).length - 1).toBe(2);
  expect(text.split(panjabi).length - 1).toBe(2);
  expect(text).toContain('M-Navy');
  expect(text).toContain('L-Navy');
  expect(text).toMatch(/৳\s?1,250\.00/);
  expect(text).toMatch(/৳\s?2,550\.50/);
  // Each label carries a barcode image (bwip-js draws it; a scanner reads it).
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(images.length).toBeGreaterThanOrEqual(4);
});

/*
 * Issue 19: for a label printer, the labels come one to a page of the label's
 * own size (38 × 25 mm), instead of on A4 sheets.
 */
test('print labels on a 38 × 25 mm label roll: one label a page of that size', async ({ page, api }) => {
  const category = await api.create('categories', { name: uniqueName('Roll') });
  const name = uniqueName('Roll Tee');
  await api.create('products', { name, status: 'draft', category: category._id, price: 990, cost: 500, stock: 9 });

  await page.goto('/products');
  await search(page, name);
  await expect(tableRows(page)).toHaveCount(1);
  await rowWith(page, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Print labels' }).click();

  const dialog = page.getByRole('dialog', { name: 'Print labels for 1 product' });
  await dialog.getByRole('radio', { name: 'The same number of each' }).check();
  await dialog.getByRole('textbox', { name: 'Labels of each' }).fill('3');
  const paper = dialog.getByRole('radiogroup', { name: 'Paper' });
  await expect(paper.getByRole('radio', { name: 'A4 sheet (3 × 8 labels of 70 × 37 mm)' })).toBeChecked();
  await paper.getByRole('radio', { name: 'Label roll (38 × 25 mm, one label a page)' }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await downloading).path();

  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  // 38 × 25 mm = 107.72 × 70.87 pt, and one page for each of the 3 labels.
  expect(info).toMatch(/Page size:\s+107\.7\d* x 70\.8\d* pts/);
  expect(info).toMatch(/Pages:\s+3\n/);
  const pages = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
  expect(pages).toHaveLength(3);
  for (const text of pages) {
    expect(text).toContain(name);
    expect(text).toMatch(/৳\s?990\.00/);
  }
});
