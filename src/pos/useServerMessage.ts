import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export interface CodedText {
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** A message the server sent with a code, in the chosen language (`server.<code>`); its English otherwise. */
export function useServerMessage(): (text: CodedText) => string {
  const translate = useTranslate();
  return useCallback((text: CodedText) => (text.code ? translate(`server.${text.code}`, { ...text.params, _: text.message }) : text.message), [translate]);
}
