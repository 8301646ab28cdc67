import { useEffect } from 'react';
import { useLocale } from 'react-admin';

/** Keep `<html lang>` on the chosen locale so screen readers read Bangla as Bangla. */
export function useDocumentLanguage(): void {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
