import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { search, tableRows } from './support/ui';

// Export of spec §2.4 and §5: choose fields and a format, download, read the file.

async function openExport(page: Page, prefix: string) {
  await page.goto('/categories');
  await search(page, prefix);
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog).toBeVisible();
  // Start from no field chosen, whatever the dialog preselects.
  const checked = dialog.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  return dialog;
}

test('export the filtered list to CSV: BOM, header labels and the rows', async ({ page, api }) => {
  const prefix = uniqueName('Csv');
  const one = await api.create('categories', { name: `${prefix} 1`, priority: 5 });
  await api.create('categories', { name: `${prefix} 2`, priority: 6 });

  const dialog = await openExport(page, prefix);
  await dialog.getByRole('checkbox', { name: 'Name' }).check();
  await expect(dialog.getByText('Please select at least 2 fields')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Slug' }).check();
  await dialog.getByRole('checkbox', { name: 'Priority' }).check();
  await dialog.getByRole('radio', { name: 'CSV' }).check();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = readFileSync(await download.path());
  // A UTF-8 byte order mark, so that Excel shows ৳ and Bangla.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Slug,Priority');
  expect(lines).toHaveLength(3);
  expect(lines).toContain(`${prefix} 1,${String(one.slug)},5`);
});

test('export to PDF: at most 5 fields, a real PDF file', async ({ page, api }) => {
  const prefix = uniqueName('Pdf');
  await api.create('categories', { name: `${prefix} 1` });
  await api.create('categories', { name: `${prefix} 2` });

  const dialog = await openExport(page, prefix);
  await dialog.getByRole('radio', { name: 'PDF' }).check();
  const labels = await dialog.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => ((b as HTMLInputElement).labels?.[0]?.textContent ?? '').trim()));
  const six = ['Name', ...labels.filter((l) => l !== 'Name' && l !== '')].slice(0, 6);
  expect(six).toHaveLength(6);
  for (const label of six) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
  await expect(dialog.getByText('You can only export up to 5 fields to PDF')).toBeVisible();
  await dialog.getByRole('checkbox', { name: six[5], exact: true }).uncheck();
  await expect(dialog.getByText('You can only export up to 5 fields to PDF')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // pdftotext comes with poppler-utils, which the test command installs (scripts/ensure-test-packages.sh).
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`${prefix} 1`);
});
