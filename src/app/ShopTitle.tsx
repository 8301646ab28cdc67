import { Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useShop } from '../shop';

/**
 * The shop's name at the top of the sidebar (spec §2.3); hidden when the
 * sidebar is folded to icons. It never shrinks: on a phone the sidebar is a
 * drawer as tall as the screen, a column whose menu is taller still, and a
 * shrinkable title was squeezed to nothing above it. A long name wraps.
 */
export const ShopTitle = () => {
  const { name } = useShop();
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Typography variant="h6" component="div" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600, flexShrink: 0, overflowWrap: 'anywhere' }}>
      {name || translate('app.title')}
    </Typography>
  );
};
