import { expect, signedInTest as test } from './support/fixtures';
import { confirm, openRowMenu, search, toast } from './support/ui';

/*
 * Purchases as a storekeeper uses them (issue 21): a draft purchase is marked
 * as ordered from the list, part of it received on its page, the rest from
 * the list's row menu; the page's line table shows what came, and the
 * purchase order PDF is saved from the page.
 */

type Line = { product: string; variant?: string | null; qty: number; unitCost: number; name: string };

test('mark a purchase as ordered, receive part of it on its page and the rest from the row menu, and save its PDF', async ({ page, api }) => {
  // The demo's ordered purchase names a supplier, the warehouse and items: a purchase of our own of two of them.
  const [demo] = (await api.list('purchases', { status: 'ordered' })).doc as unknown as { supplier: string; location: string; lines: Line[] }[];
  const [first, second] = demo.lines;
  const item = (l: Line, qty: number) => ({ product: l.product, ...(l.variant ? { variant: l.variant } : {}), qty, unitCost: l.unitCost });
  const made = (await api.create('purchases', {
    supplier: demo.supplier,
    location: demo.location,
    note: 'e2e',
    lines: [item(first, 5), item(second, 3)],
  })) as unknown as {
    _id: string;
    number: string;
  };

  await page.goto('/purchases');
  await search(page, made.number);
  const menu = await openRowMenu(page, made.number);
  await expect(menu.getByRole('menuitem', { name: 'Receive' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Mark as Ordered' }).click();
  await confirm(page);
  await expect(toast(page, 'Purchase marked as ordered')).toBeVisible();

  await page.goto(`/purchases/${made._id}`);
  await expect(page.getByText('Tejgaon Warehouse').first()).toBeVisible();
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Receive purchase ${made.number}` });
  const qty = (l: Line) => dialog.getByRole('textbox', { name: `Quantity of ${l.name} to receive now` });
  // Everything left, to begin with; 2 of the first line now, none of the second.
  await expect(qty(first)).toHaveValue('5');
  await expect(qty(second)).toHaveValue('3');
  await qty(first).fill('2');
  await qty(second).fill('0');
  await dialog.getByRole('button', { name: 'Receive goods' }).click();
  await expect(toast(page, `Purchase ${made.number}: goods received`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partly received')).toBeVisible();
  // The page's lines: quantity, unit cost, received.
  await expect(page.getByRole('row').filter({ hasText: first.name }).getByRole('cell').last()).toHaveText('2');
  await expect(page.getByRole('row').filter({ hasText: second.name }).getByRole('cell').last()).toHaveText('0');
  // Issue 39: the lines took a third of the page and their names wrapped onto five lines, under
  // "Lines" twice. They take the page's width, and the section is headed once.
  const lines = page.getByRole('table', { name: 'Lines' });
  const [table, main] = await Promise.all([lines.boundingBox(), page.getByRole('main').boundingBox()]);
  expect(table?.width ?? 0).toBeGreaterThan((main?.width ?? 0) * 0.7);
  await expect(page.getByRole('heading', { name: 'Lines', exact: true })).toBeVisible();
  // The field's own label is kept for screen readers only (one pixel, out of sight).
  expect((await page.locator('dt', { hasText: /^Lines$/ }).boundingBox())?.height).toBeLessThanOrEqual(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Purchase order PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^PO_${made.number}_\\d{12}\\.pdf$`));

  await page.goto('/purchases');
  await search(page, made.number);
  const again = await openRowMenu(page, made.number);
  await again.getByRole('menuitem', { name: 'Receive' }).click();
  const rest = page.getByRole('dialog', { name: `Receive purchase ${made.number}` });
  await expect(qty(first)).toHaveValue('3');
  await rest.getByRole('button', { name: 'Receive goods' }).click();
  await expect(toast(page, `Purchase ${made.number}: goods received`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: made.number }).getByText('Received', { exact: true })).toBeVisible();
  const after = await api.get('purchases', made._id);
  expect(after).toMatchObject({ status: 'received', lines: [{ receivedQty: 5 }, { receivedQty: 3 }] });

  // A received purchase's page offers nothing its state forbids: no Edit, no Receive, no Cancel (issue 39).
  await page.goto(`/purchases/${made._id}`);
  await expect(page.getByRole('button', { name: 'Purchase order PDF' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Receive|Cancel|Mark as Ordered)$/ })).toHaveCount(0);
});
