import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { IconButton, Tooltip } from '@mui/material';
import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Sidebar entry for `/pos`, for roles with `pos:use`. */
export function PosMenuItem() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'pos', action: 'use' });
  if (!canAccess) return null;
  return <Menu.Item to="/pos" primaryText={translate('pos.title')} leftIcon={<PointOfSaleIcon />} />;
}

/** Top-bar shortcut to the till, for roles with `pos:use`. */
export function PosTopBarButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'pos', action: 'use' });
  if (!canAccess) return null;
  return (
    <Tooltip title={translate('pos.title')}>
      <IconButton component={Link} to="/pos" color="inherit" aria-label={translate('pos.title')}>
        <PointOfSaleIcon />
      </IconButton>
    </Tooltip>
  );
}
