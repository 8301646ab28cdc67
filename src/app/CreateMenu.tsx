import AddIcon from '@mui/icons-material/Add';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { createElement, useState, type MouseEvent } from 'react';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { createPath } from '../engine/paths';
import { registry } from '../resources/registry';
import { useSpecText } from '../i18n/useSpecText';

// Screens of their own (contents, settings) and records made elsewhere (orders) have no engine create form.
const creatable = registry.filter((entry) => !entry.noCreate && !entry.ownScreen);
const paths = creatable.map((entry) => entry.path);

/** Top-bar "Create" menu (spec §2.3): an "Add …" entry for every screen the user may create in. */
export const CreateMenu = () => {
  const translate = useTranslate();
  const schemaText = useSpecText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess } = useCanAccessResources({ action: 'create', resources: paths });
  const entries = creatable.filter((entry) => canAccess?.[entry.path] === true);
  if (entries.length === 0) return null;

  const label = translate('app.create_menu.label');
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const buttonProps = {
    id: 'create-menu-button',
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor !== null,
    'aria-controls': anchor ? 'create-menu' : undefined,
    onClick: open,
    color: 'inherit' as const,
  };

  return (
    <>
      {isSmall ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} {...buttonProps}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<AddIcon />} {...buttonProps}>
          {label}
        </Button>
      )}
      <Menu id="create-menu" anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-labelledby': 'create-menu-button' } }}>
        {entries.map((entry) => (
          <MenuItem key={entry.path} component={Link} to={createPath(entry.path)} onClick={close}>
            <ListItemIcon>{createElement(entry.icon, { fontSize: 'small' })}</ListItemIcon>
            <ListItemText>{translate('app.create_menu.add', { name: schemaText(entry.singular) })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
