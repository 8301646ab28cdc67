import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { FieldSpec } from '../../../../common/resourceSpec';
import { CurrencyView } from './CurrencyView';
import { NumberView } from './NumberView';
import type { ViewProps } from './types';

/** A line's item heading its row: the name, and the SKU under it when the line has one (shown and edited lines alike). */
export function ItemNameCell({ name, sku }: { name: string; sku: unknown }) {
  return (
    <TableCell component="th" scope="row">
      <Stack>
        <span>{name}</span>
        {sku ? (
          <Typography variant="caption" color="text.secondary">
            {String(sku)}
          </Typography>
        ) : null}
      </Stack>
    </TableCell>
  );
}

/** Stock item lines (a purchase's, a transfer's, a count's) as a table: the item and every figure the lines carry. */
export function ItemLinesView({ field, value }: ViewProps) {
  const lines = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const columns: FieldSpec[] = (field.fields ?? []).filter((f) => f.viewType !== 'hidden' && f.key !== 'sku');
  return (
    <TableContainer>
      <Table size="small" aria-label={field.label}>
        <TableHead>
          <TableRow>
            {columns.map((f) => (
              <TableCell key={f.key} align={f.key === 'name' ? 'left' : 'right'}>
                {f.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={String(line._id ?? i)}>
              {columns.map((f) =>
                f.key === 'name' ? (
                  <ItemNameCell key={f.key} name={String(line.name ?? '')} sku={line.sku} />
                ) : (
                  <TableCell key={f.key} align="right">
                    {f.viewType === 'currency' || f.type === 'currency' ? (
                      <CurrencyView field={f} value={line[f.key]} />
                    ) : (
                      <NumberView field={f} value={line[f.key]} />
                    )}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
