import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';

// Issue 39: a status chip is a filled Chip of one of these colours (a column's colour scheme, the
// shared chips): its text on its colour must reach WCAG AA's 4.5:1, as axe checks it.
const CHIP_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('the theme’s chip colours', () => {
  for (const [name, options] of [
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const) {
    it(`${name}: a filled chip’s text is readable on its colour (4.5:1)`, () => {
      const { palette } = createTheme(options);
      const short = CHIP_COLOURS.map((c) => ({ c, ratio: getContrastRatio(palette[c].contrastText, palette[c].main) })).filter(({ ratio }) => ratio < 4.5);
      expect(short).toEqual([]);
    });
  }
});
