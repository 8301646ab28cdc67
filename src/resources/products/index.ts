import { registerCustomBulkAction, registerField, registerPage } from '../../engine/parts';
import { LazyPrintLabelsDialog, LazyVariationsInput, LazyVariationsView } from './lazyParts';
import { ProductListPage } from './ProductListPage';
import { ProductStockInput } from './ProductStockInput';
import { StockCell } from './StockCell';

/**
 * Products: what their schema cannot say. The schema names these fields by
 * `component`: `variant-manager` (the variations: size × colour list edited
 * inline) and `product-stock` (typed for a simple product, the variants' sum
 * for a variable one; the table marks low stock). The list gets the CSV import,
 * and its bulk menu 'Print labels' (`print-labels`) the label sheet dialog.
 */
export function registerProductParts(): void {
  registerField('variant-manager', { input: LazyVariationsInput, view: LazyVariationsView, wide: true });
  registerField('product-stock', { input: ProductStockInput, cell: StockCell });
  registerPage('products', 'list', ProductListPage);
  registerCustomBulkAction('print-labels', LazyPrintLabelsDialog);
}
