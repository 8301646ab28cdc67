import { useTranslate } from 'react-admin';
import { cellClasses } from '../../engine/list/columns/cellStyles';
import { NumberCell } from '../../engine/list/columns/NumberCell';
import type { CellProps } from '../../engine/list/columns/CellProps';

/**
 * The products table's stock: the number, and a red 'Low' mark when it is at
 * or below the product's low-stock alert. Plain elements with the engine's
 * cell classes: it repeats on every row.
 */
export function StockCell(props: CellProps) {
  const translate = useTranslate();
  const stock = Number(props.value);
  const alert = Number(props.record.lowStockAlert);
  const low = Number.isFinite(stock) && Number.isFinite(alert) && props.record.lowStockAlert != null && stock <= alert;
  return (
    <span className={cellClasses.copyable}>
      <NumberCell {...props} />
      {low && (
        <span className={`${cellClasses.flag} off`} title={translate('catalogue.stock.low_hint', { alert })}>
          {translate('catalogue.stock.low')}
        </span>
      )}
    </span>
  );
}
