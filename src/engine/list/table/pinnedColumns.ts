import type { Theme } from '@mui/material/styles';

/**
 * Wide tables (Categories needs about 1,450 px, Products more) scroll
 * sideways inside their card. The selection box and the record's name stay
 * pinned on the left and the row menu on the right, so a person always sees
 * whose row it is and can act on it, whatever the middle shows.
 */
export const PIN_CLASSES = {
  /** The record's name: the spec's first shown column. */
  name: 'pin-name',
  /** The row menu's column. */
  actions: 'pin-actions',
} as const;

/**
 * Set on the table's scroller while columns lie under the pinned row menu
 * (`data-more-right`) or the pinned name (`data-more-left`): the pinned
 * column then casts a shadow over them, so a column cut at its edge reads as
 * "more this way" (Stock Value under Inventory's row menu read as lost).
 */
export const MORE_RIGHT = 'data-more-right';
export const MORE_LEFT = 'data-more-left';

/** The selection column's fixed width, so the name column knows where to stick. */
export const SELECTION_WIDTH = 48;

/** The sx of the table: sticky cells on an opaque background, with a hairline where the scrolled middle slides under them. */
export function pinnedColumnStyles(theme: Theme, hasSelection: boolean) {
  const palette = (theme.vars || theme).palette;
  const paper = palette.background.paper;
  const hover = palette.action.hover;
  const sticky = { position: 'sticky', zIndex: 1, backgroundColor: paper } as const;
  const selection = hasSelection ? `& thead th:first-of-type, & tbody td.checkbox` : null;
  return {
    // Sticky cells keep their borders only when cells do not share them.
    '& table': { borderCollapse: 'separate', borderSpacing: 0 },
    // Half the default side padding: a wide table (Inventory's) then shows its money columns whole
    // before the row menu at 1366 px, instead of sliding them under it.
    '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
    ...(selection
      ? {
          [selection]: {
            ...sticky,
            left: 0,
            width: SELECTION_WIDTH,
            minWidth: SELECTION_WIDTH,
            maxWidth: SELECTION_WIDTH,
            boxSizing: 'border-box',
          },
        }
      : {}),
    [`& .${PIN_CLASSES.name}`]: {
      ...sticky,
      left: hasSelection ? SELECTION_WIDTH : 0,
      boxShadow: `inset -1px 0 ${palette.divider}`,
    },
    [`& .${PIN_CLASSES.actions}`]: { ...sticky, right: 0, boxShadow: `inset 1px 0 ${palette.divider}` },
    [`[${MORE_RIGHT}] & .${PIN_CLASSES.actions}`]: { boxShadow: `inset 1px 0 ${palette.divider}, -6px 0 6px -4px rgba(0, 0, 0, 0.35)` },
    [`[${MORE_LEFT}] & .${PIN_CLASSES.name}`]: { boxShadow: `inset -1px 0 ${palette.divider}, 6px 0 6px -4px rgba(0, 0, 0, 0.35)` },
    // Header cells are already sticky to the top (react-admin): above the pinned body cells.
    [`& thead th:first-of-type, & thead .${PIN_CLASSES.name}, & thead .${PIN_CLASSES.actions}`]: { zIndex: 3 },
    // A hovered row's tint over the pinned cells' opaque background.
    [`& tbody tr:hover > td.checkbox, & tbody tr:hover > .${PIN_CLASSES.name}, & tbody tr:hover > .${PIN_CLASSES.actions}`]: {
      backgroundImage: `linear-gradient(${hover}, ${hover})`,
    },
  };
}
