import { lazyPart, registerCustomBulkAction, registerField, registerPage } from '../../engine/parts';

/**
 * Products: what their spec cannot say. The spec names these fields by
 * `component`: `variant-manager` (the variations: size × colour list edited
 * inline) and `product-stock` (typed for a simple product, the variants' sum
 * for a variable one; the table marks low stock). The list gets the CSV import,
 * and its bulk menu 'Print labels' (`print-labels`) the label sheet dialog.
 * Each loads when first drawn, not with the app's first page.
 */
export function registerProductParts(): void {
  registerField('variant-manager', {
    input: lazyPart(() => import('./variants/VariationsInput'), 'VariationsInput'),
    view: lazyPart(() => import('./variants/VariationsView'), 'VariationsView'),
    wide: true,
  });
  registerField('product-stock', {
    input: lazyPart(() => import('./ProductStockInput'), 'ProductStockInput'),
    cell: lazyPart(() => import('./StockCell'), 'StockCell'),
  });
  registerPage(
    'products',
    'list',
    lazyPart(() => import('./ProductListPage'), 'ProductListPage'),
  );
  registerCustomBulkAction(
    'print-labels',
    lazyPart(() => import('./labels/PrintLabelsDialog'), 'PrintLabelsDialog'),
  );
}
