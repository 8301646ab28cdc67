import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from '../../../shop';
import type { ViewProps } from '../../../engine/show/views/types';
import type { ProductVariation } from './types';
import { totalStock } from './variantEdits';

/** A product's variants on its view page: name, cost, sell price, stock, SKU and barcode, and the stock total. */
export function VariationsView({ value }: ViewProps) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const list: ProductVariation[] = Array.isArray(value) ? value : [];
  if (list.length === 0) return <Typography variant="body2">{translate('catalogue.variants.none')}</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('catalogue.variants.summary', { smart_count: list.length, stock: totalStock(list) })}
      </Typography>
      <Table size="small" aria-label={translate('catalogue.variants.table')}>
        <TableHead>
          <TableRow>
            {(['name', 'cost', 'price', 'stock', 'sku', 'barcode'] as const).map((k) => (
              <TableCell key={k}>{translate(`catalogue.variants.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((v, i) => (
            <TableRow key={v._id ?? i}>
              <TableCell>{v.name}</TableCell>
              <TableCell>{money(v.cost)}</TableCell>
              <TableCell>{money(v.price)}</TableCell>
              <TableCell>{v.stock}</TableCell>
              <TableCell>{v.sku}</TableCell>
              <TableCell>{v.barcode}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
