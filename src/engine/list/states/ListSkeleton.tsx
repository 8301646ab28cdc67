import { Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §9: a skeleton of 10 rows while the list loads. */
export const SKELETON_ROWS = 10;

export const ListSkeleton = ({ columns }: { columns: number }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-busy="true" aria-label={translate('engine.list.loading')} data-testid="list-skeleton">
      <TableBody>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <TableRow key={row}>
            {Array.from({ length: Math.max(columns, 1) }, (_, cell) => (
              <TableCell key={cell}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
