import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A table's box that scrolls sideways when the table is wider than the screen (a phone). Someone
 * on a keyboard must be able to reach it to scroll it (axe `scrollable-region-focusable`): it takes
 * a tab stop and is a named region, so a screen reader says what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </Box>
  );
}
