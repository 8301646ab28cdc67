import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { thanaById } from '../../../common/places';
import type { CellProps, FieldInputProps, ViewProps } from '../../engine/parts';
import { usePlaceLanguage } from '../../address/placeName';

/** A thana's name in the app's language ("Dhanmondi", "ধানমন্ডি"); no thana stands for its whole district; an unknown id shows as it is. */
function useThanaName(value: unknown): string | null {
  const language = usePlaceLanguage();
  if (typeof value !== 'string' || !value) return null;
  return thanaById(value)?.[language] ?? value;
}

function ThanaName({ value }: { value: unknown }) {
  const translate = useTranslate();
  const name = useThanaName(value);
  return (
    name ?? (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('courierAreas.whole_district')}
      </Typography>
    )
  );
}

/** Field `thana-name`: a stored thana id read as its name, in a list cell and the detail view. */
export const ThanaNameCell = ({ value }: CellProps) => <ThanaName value={value} />;

export const ThanaNameView = ({ value }: ViewProps) => <ThanaName value={value} />;

/** Chosen elsewhere (the mapping editor's place search), so a form only shows it. */
export function ThanaNameInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const name = useThanaName(useWatch({ name: field.key }));
  return <TextField size="small" label={field.label} value={name ?? translate('courierAreas.whole_district')} slotProps={{ input: { readOnly: true } }} />;
}
