import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { LOCALES } from '../i18n/i18nProvider';

/**
 * The language choice inside the account menu. react-admin's
 * LocalesMenuButton is a separate top-bar button; the spec puts the choice in
 * the account menu. The locale is kept in react-admin's Store.
 */
export const LanguageMenuItems = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const userMenu = useUserMenu();
  return (
    <>
      <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
        {translate('app.account.language')}
      </ListSubheader>
      {LOCALES.map((option) => (
        <MenuItem
          key={option.locale}
          role="menuitemradio"
          aria-checked={locale === option.locale}
          lang={option.locale}
          onClick={() => {
            setLocale(option.locale);
            userMenu?.onClose();
          }}
        >
          <ListItemIcon>{locale === option.locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{option.name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
};
