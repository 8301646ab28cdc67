import Box from '@mui/material/Box';
import type { CustomPageProps } from '../../engine/parts';
import { ReadPayoutsButton } from './ReadPayoutsButton';

/** The generated list of payouts read from couriers, with Read payouts above it. */
export function PayoutListPage({ Generated }: CustomPageProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 1 }}>
        <ReadPayoutsButton />
      </Box>
      <Generated />
    </>
  );
}
