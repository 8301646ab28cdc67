import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Column {
  label: string;
  align?: 'right';
}

/** A dashboard list: a small table named for screen readers, or a line saying there is nothing. */
export function SmallTable({ label, columns, rows, empty }: { label: string; columns: Column[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((cell, j) => (
              <TableCell key={j} align={columns[j]?.align} sx={{ whiteSpace: columns[j]?.align ? 'nowrap' : undefined }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A widget's link to the whole list. */
export const ViewAll = ({ to, label }: { to: string; label: string }) => (
  <Button component={RouterLink} to={to} size="small">
    {label}
  </Button>
);
