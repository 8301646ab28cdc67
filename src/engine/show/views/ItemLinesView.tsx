import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Fragment } from 'react';
import type { FieldSpec } from '../../../../common/resourceSpec';
import { CurrencyView } from './CurrencyView';
import { NumberView } from './NumberView';
import type { ViewProps } from './types';

/**
 * Whether the lines are drawn with each item's name on a row of its own above its figures: on a
 * phone the name beside three or four figures got a third of the width and wrapped onto five lines.
 */
export function useNameAboveFigures(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/** A narrow table's cells give their side padding to the figures. */
export const NARROW_CELLS = { '& .MuiTableCell-root': { px: 1 } } as const;

/** The name's own row lets its line's figures row below draw the line between lines. */
export const NAME_ROW = { '& > .MuiTableCell-root': { borderBottom: 0, pb: 0 } } as const;

/** A line's item heading its row: the name, and the SKU under it when the line has one (shown and edited lines alike). */
export function ItemNameCell({ name, sku, colSpan }: { name: string; sku: unknown; colSpan?: number }) {
  return (
    <TableCell component="th" scope="row" colSpan={colSpan}>
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
  const nameAbove = useNameAboveFigures();
  const figures = columns.filter((f) => f.key !== 'name');
  const figureCell = (f: FieldSpec, line: Record<string, unknown>) => (
    <TableCell key={f.key} align="right">
      {f.viewType === 'currency' || f.type === 'currency' ? <CurrencyView field={f} value={line[f.key]} /> : <NumberView field={f} value={line[f.key]} />}
    </TableCell>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={field.label} sx={nameAbove ? NARROW_CELLS : undefined}>
        <TableHead>
          <TableRow>
            {(nameAbove ? figures : columns).map((f) => (
              <TableCell key={f.key} align={f.key === 'name' ? 'left' : 'right'}>
                {f.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) =>
            nameAbove ? (
              <Fragment key={String(line._id ?? i)}>
                <TableRow sx={NAME_ROW}>
                  <ItemNameCell name={String(line.name ?? '')} sku={line.sku} colSpan={figures.length} />
                </TableRow>
                <TableRow>{figures.map((f) => figureCell(f, line))}</TableRow>
              </Fragment>
            ) : (
              <TableRow key={String(line._id ?? i)}>
                {columns.map((f) => (f.key === 'name' ? <ItemNameCell key={f.key} name={String(line.name ?? '')} sku={line.sku} /> : figureCell(f, line)))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
