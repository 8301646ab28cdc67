import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../test/mswServer';
import { ProductCard } from './ProductCard';
import { catalogueHandlers, PosTestApp, PRODUCTS } from './testing';

/*
 * Issue 36: a card shows its product's picture at the till's small size (what
 * the service worker answers from the pictures kept offline), and one that
 * does not load shows a placeholder, not a broken image.
 */
startMswServer(...catalogueHandlers);

const polo = { ...PRODUCTS[0], image: '/uploads/products/polo.png' };

describe('ProductCard picture', () => {
  it('asks for the small size of an uploaded picture', async () => {
    render(
      <PosTestApp>
        <ProductCard product={polo} onPick={() => undefined} />
      </PosTestApp>,
    );
    const img = await screen.findByTestId('pos-product-image');
    expect(img.getAttribute('src')).toBe('/uploads/products/polo.png?pos-thumb=160');
  });

  it('shows a placeholder when the picture does not load', async () => {
    render(
      <PosTestApp>
        <ProductCard product={polo} onPick={() => undefined} />
      </PosTestApp>,
    );
    fireEvent.error(await screen.findByTestId('pos-product-image'));
    expect(await screen.findByTestId('pos-product-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('pos-product-image')).toBeNull();
  });

  it('shows no picture for a product without one', async () => {
    render(
      <PosTestApp>
        <ProductCard product={PRODUCTS[1]} onPick={() => undefined} />
      </PosTestApp>,
    );
    expect(await screen.findByText('Cap')).toBeInTheDocument();
    expect(screen.queryByTestId('pos-product-image')).toBeNull();
    expect(screen.queryByTestId('pos-product-placeholder')).toBeNull();
  });
});
