import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Logout, UserMenu, useCanAccess, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { passwordChangeAsked } from '../authProvider/passwordRequest';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { LanguageMenuItems } from './LanguageMenuItems';
import { ProfileDialog } from './ProfileDialog';

/** Who is signed in: name and role name (spec §2.3), as text, not a menu entry. */
const AccountHeader = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box component="li" role="none" sx={{ px: 2, py: 1 }}>
      <Typography variant="subtitle2">{identity.fullName}</Typography>
      {identity.roleName && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.account.role', { role: identity.roleName })}
        </Typography>
      )}
    </Box>
  );
};

/** A menu entry that closes the menu and opens one of the account dialogs. */
const DialogItem = ({ icon, label, onOpen }: { icon: ReactNode; label: string; onOpen: () => void }) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};

/** The Settings link of spec §2.3, for those who may see the settings. */
const SettingsItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { canAccess } = useCanAccess({ resource: 'settings', action: 'list' });
  if (!canAccess) return null;
  return (
    <MenuItem component={Link} to="/settings" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('settings.menu')}</ListItemText>
    </MenuItem>
  );
};

/**
 * The account menu of the top bar. The dialogs live outside the menu because
 * the menu unmounts its items when it closes.
 */
export const AccountMenu = () => {
  // Asked at sign-in for a password below today's rules (issue 34).
  const [changingPassword, setChangingPassword] = useState(passwordChangeAsked);
  const [editingProfile, setEditingProfile] = useState(false);
  return (
    <>
      <UserMenu label="app.account.menu">
        <AccountHeader />
        <Divider />
        <SettingsItem />
        <DialogItem icon={<AccountCircleIcon fontSize="small" />} label="app.account.profile" onOpen={() => setEditingProfile(true)} />
        <DialogItem icon={<LockResetIcon fontSize="small" />} label="app.account.change_password" onOpen={() => setChangingPassword(true)} />
        <Divider />
        <LanguageMenuItems />
        <Divider />
        <Logout />
      </UserMenu>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <ProfileDialog open={editingProfile} onClose={() => setEditingProfile(false)} />
    </>
  );
};
