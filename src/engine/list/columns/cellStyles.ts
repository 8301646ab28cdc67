import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Class names of the cells' plain elements. A page holds up to 999 rows of
 * cells; a styled MUI component (Box, Stack, Tooltip, IconButton, Chip...)
 * in each costs an emotion style serialisation per instance per render, which
 * was most of a 999-row page's render time. So the cells are plain elements
 * with these classes, and their styles are written once on the container
 * (the table body, the card list) by `cellStyles`.
 */
export const cellClasses = {
  /** A value with its copy button beside it. */
  copyable: 'EngineCell-copyable',
  /** A small round icon button (copy, row menu). */
  iconButton: 'EngineCell-iconButton',
  /** A second, quieter line (a date's time). */
  secondLine: 'EngineCell-secondLine',
  block: 'EngineCell-block',
  /** A value that must not break across lines: `৳ 1,300.00`, `2026-11-24`. */
  nowrap: 'EngineCell-nowrap',
  /** The stand-in for a value still loading. */
  loading: 'EngineCell-loading',
  /** The boolean flag; `on` or `off` beside it. */
  flag: 'EngineCell-flag',
} as const;

export function cellStyles(theme: Theme): CSSObject {
  return {
    [`& .${cellClasses.copyable}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      // The value may break where the browser may break it (a long SKU at its hyphens), so one long code cannot
      // push the table wider than the screen; its copy button stays beside it.
      '& > span': { minWidth: 0 },
      '& > button': { flexShrink: 0 },
    },
    [`& .${cellClasses.iconButton}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // Units written out: the cards apply these through `sx`, where a bare number is a theme spacing (5 → 40px).
      padding: '5px',
      margin: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: (theme.vars || theme).palette.action.active,
      fontSize: theme.typography.pxToRem(18),
      cursor: 'pointer',
      '&:hover': { backgroundColor: (theme.vars || theme).palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 1 },
      '& svg': { width: '1em', height: '1em', fill: 'currentColor' },
    },
    [`& .${cellClasses.block}`]: { display: 'block' },
    [`& .${cellClasses.nowrap}`]: { whiteSpace: 'nowrap' },
    [`& .${cellClasses.secondLine}`]: { display: 'block', color: (theme.vars || theme).palette.text.secondary },
    [`& .${cellClasses.loading}`]: {
      display: 'inline-block',
      width: 60,
      height: '1em',
      verticalAlign: 'middle',
      borderRadius: theme.shape.borderRadius,
      backgroundColor: (theme.vars || theme).palette.action.hover,
    },
    [`& .${cellClasses.flag}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      padding: theme.spacing(0, 1, 0, 0.5),
      border: '1px solid',
      borderRadius: '12px',
      fontSize: theme.typography.pxToRem(13),
      lineHeight: '22px',
      '& svg': { width: 16, height: 16, fill: 'currentColor' },
      '&.on': { color: (theme.vars || theme).palette.success.main },
      '&.off': { color: (theme.vars || theme).palette.error.main },
    },
  };
}
