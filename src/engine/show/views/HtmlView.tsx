import Box from '@mui/material/Box';
import type { ViewProps } from './types';

/**
 * Rich text as written in the editor. The server sanitises it on the way in,
 * so it is rendered as HTML, in a bounded, scrolling box so a long text
 * cannot push the rest of the view away.
 */
export function HtmlView({ value }: ViewProps) {
  return (
    <Box
      sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, typography: 'body2', '& img': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: String(value) }}
    />
  );
}
