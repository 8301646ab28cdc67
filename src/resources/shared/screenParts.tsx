import { Card, CardContent, TableCell, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
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

/**
 * A card of a record's page headed by its title (an h2): an order's lines,
 * its payments, a customer's summary. With `region`, the card is a section
 * named so that a reader can jump to it.
 */
export function TitledCard({ title, region, sx, children }: { title: ReactNode; region?: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={sx} {...(region ? { component: 'section', 'aria-label': region } : {})}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
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

/**
 * The head of a table of lines: the item, the figures between (hidden on a
 * narrow screen, where the row says them under the item) and the last column,
 * the figures right-aligned.
 */
export function LinesHead({ item, between, last, narrow = false }: { item: string; between: string[]; last: string; narrow?: boolean }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell>{item}</TableCell>
        {!narrow &&
          between.map((heading, i) => (
            <TableCell key={i} align="right">
              {heading}
            </TableCell>
          ))}
        <TableCell align="right">{last}</TableCell>
      </TableRow>
    </TableHead>
  );
}

/** A line's figures after its item, as LinesHead heads them: those between hidden on a narrow screen, the last a money cell. */
export function LineFigures({ between, last, narrow = false }: { between: ReactNode[]; last: ReactNode; narrow?: boolean }) {
  return (
    <>
      {!narrow &&
        between.map((figure, i) => (
          <TableCell key={i} align="right">
            {figure}
          </TableCell>
        ))}
      <AmountCell>{last}</AmountCell>
    </>
  );
}
