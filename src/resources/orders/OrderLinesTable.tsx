import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toPoisha, ZERO } from '../../../common/money';
import type { OrderRecord } from '../../../common/wire/orders';
import { PriceCharged } from '../../pos/PriceCharged';
import { useFormatMoney } from '../../shop';
import { itemName, LineFigures, LinesHead } from '../shared/screenParts';

/** An order's lines: the item, quantity, how many came back, the unit price charged (its list price struck through) and the line's total. */
export function OrderLinesTable({ order, narrow }: { order: OrderRecord; narrow: boolean }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  return (
    <Table size="small" aria-label={translate('orders.page.lines')}>
      <LinesHead
        item={translate('orders.page.item')}
        between={[translate('orders.page.qty'), translate('orders.page.returned'), translate('orders.page.unit')]}
        last={translate('orders.page.total')}
        narrow={narrow}
      />
      <TableBody>
        {order.items.map((item) => {
          const unit = (
            <PriceCharged
              charged={toPoisha(item.unitPrice)}
              list={item.listPrice == null ? ZERO : toPoisha(item.listPrice)}
              variant={narrow ? 'caption' : 'body2'}
            />
          );
          return (
            <TableRow key={item._id}>
              <TableCell>
                {itemName(item.name, item.variantName)}
                {item.sku ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {item.sku}
                  </Typography>
                ) : null}
                {narrow && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {item.qty} × {unit}
                    {item.returnedQty > 0 ? ` · ${translate('orders.page.returned')}: ${item.returnedQty}` : ''}
                  </Typography>
                )}
              </TableCell>
              <LineFigures between={[item.qty, item.returnedQty, unit]} last={money(item.totalPrice)} narrow={narrow} />
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
