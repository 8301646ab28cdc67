import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** Translates a resource's text; `params` fill its `%{…}` (the singular in a row menu's sentences). */
export type SpecText = (text: string, params?: Record<string, string>) => string;

/**
 * The one way a resource's text (its title, singular, labels, sections,
 * menus and toasts, all English in the server's declaration) reaches the
 * screen: looked up by its English wording under `spec.` (Bangla in
 * common/resourceSpecBn.ts), kept as it is when nothing translates it, and
 * its `%{…}` filled from `params` in either case.
 */
export function useSpecText(): SpecText {
  const translate = useTranslate();
  return useCallback((text: string, params?: Record<string, string>) => translate(`spec.${text}`, { ...params, _: text }), [translate]);
}
