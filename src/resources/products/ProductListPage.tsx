import Box from '@mui/material/Box';
import type { CustomPageProps } from '../../engine/parts';
import { ImportButton } from './ImportButton';

/** The generated products table with the CSV import above it. */
export function ProductListPage({ Generated }: CustomPageProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
        <ImportButton />
      </Box>
      <Generated />
    </>
  );
}
