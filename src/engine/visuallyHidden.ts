/**
 * Kept in the page for screen readers and for selecting and copying, out of
 * sight: the figures behind a chart, the "was" before a struck price, a
 * column header only a screen reader needs. The sizes are strings on purpose:
 * in MUI's sx a bare `width: 1` means 100 %, and an absolute span as wide as
 * its container pushed the order page to 2,156 px and a purchase form to
 * 2,538 px.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
