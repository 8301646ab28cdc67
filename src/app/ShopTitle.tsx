import { Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useShop } from './useShop';

/** The shop's name at the top of the sidebar (spec §2.3); hidden when the sidebar is folded to icons. */
export const ShopTitle = () => {
  const { name } = useShop();
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Typography
      variant="h6"
      component="div"
      noWrap
      title={name || translate('app.title')}
      sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}
    >
      {name || translate('app.title')}
    </Typography>
  );
};
