import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales';

/** English / বাংলা before signing in; the same Store entry as the account menu's choice. */
export const LanguageChoice = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_, next: string | null) => next && setLocale(next)}
      aria-label={translate('app.account.language')}
    >
      {LOCALES.map((option) => (
        <ToggleButton key={option.locale} value={option.locale} lang={option.locale}>
          {option.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
