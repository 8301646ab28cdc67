import { useTranslate } from 'react-admin';

/** The app's name for <Admin title>: react-admin shows a string title untranslated on its error pages. */
export const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
};
