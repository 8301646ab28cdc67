import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The one way a resource's text (its title, singular, labels, sections,
 * menus and toasts, all English in the server's declaration) reaches the
 * screen: looked up by its English wording under `spec.` (Bangla in
 * common/resourceSpecBn.ts), kept as it is when nothing translates it.
 */
export function useSpecText(): (text: string) => string {
  const translate = useTranslate();
  return useCallback((text: string) => translate(`spec.${text}`, { _: text }), [translate]);
}
