import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { readCode128 } from './code128Reader';
import { ReceiptBarcode } from './ReceiptBarcode';

/** bwip-js draws a module as `scale` units: the receipt's barcode is drawn at 2. */
const MODULE = 2;

const svgOf = async (number: string) => {
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <ReceiptBarcode number={number} />
    </AdminContext>,
  );
  const src = (await screen.findByRole('img', { name: `Barcode of ${number}` })).getAttribute('src') ?? '';
  return decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
};

describe('the receipt’s barcode', () => {
  it.each(['S-004002', 'S-1234567'])('reads %s as Code 128, with the quiet zone a scanner needs either side', async (number) => {
    const read = readCode128(await svgOf(number), MODULE);
    expect(read.text).toBe(number);
    expect(read.quiet[0]).toBeGreaterThanOrEqual(10);
    expect(read.quiet[1]).toBeGreaterThanOrEqual(10);
  });
});
