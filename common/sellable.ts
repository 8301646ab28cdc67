/**
 * What can be sold (issue 19): a product that is published and active. The
 * till offers only these, the server prices and sells only these, and the
 * storefront shows only these, so what the cashier sees is what the server
 * accepts.
 */
export interface SaleState {
  status: string;
  isActive: boolean;
}

export function isOnSale(product: SaleState): boolean {
  return product.status === 'published' && product.isActive;
}

/** The products list's filters that select exactly what `isOnSale` accepts (`GET products?status=published&isActive=true`). */
export const ON_SALE_FILTER = { status: 'published', isActive: 'true' } as const;
