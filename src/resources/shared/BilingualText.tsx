import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import type { CellProps, ViewProps } from '../../engine/parts';

/** A text a courier (or another outside party) wrote in English and, when it gives one, in Bangla. */
interface Bilingual {
  en: string;
  bn: string | null;
}

const isBilingual = (value: unknown): value is Bilingual => typeof value === 'object' && value !== null && typeof (value as Bilingual).en === 'string';

/** The text in the screen's language: Bangla where it was written in Bangla, English otherwise. */
function useWritten(value: unknown): { text: string; lang: 'en' | 'bn' } | null {
  const locale = useLocale();
  if (!isBilingual(value)) return null;
  return locale === 'bn' && value.bn ? { text: value.bn, lang: 'bn' } : { text: value.en, lang: 'en' };
}

/** The detail view's value. */
export function BilingualTextView({ value }: ViewProps) {
  const written = useWritten(value);
  return written ? (
    <Typography variant="body2" lang={written.lang}>
      {written.text}
    </Typography>
  ) : null;
}

/** The list's cell. */
export function BilingualTextCell({ value }: CellProps) {
  const written = useWritten(value);
  return written ? <span lang={written.lang}>{written.text}</span> : null;
}
