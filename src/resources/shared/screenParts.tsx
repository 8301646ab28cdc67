import { TableCell, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { describeError } from '../../engine/describeError';

/**
 * Parts the hand-written screens (orders, the till's order details, stock
 * counts, movements, a customer's summary) draw the same way.
 */

/** An item as its lines name it: the product, and its variant in brackets when it has one. */
export const itemName = (name: string, variant?: string | null): string => (variant ? `${name} (${variant})` : name);

/** A table's money figure: right-aligned and never wrapped. */
export function AmountCell({ children }: { children: ReactNode }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </TableCell>
  );
}

/** What a page says in place of itself when its record could not be loaded. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Typography color="error" sx={{ m: 2 }}>
      {describeError(error)}
    </Typography>
  );
}
