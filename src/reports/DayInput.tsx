import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isDay, type Day } from './days';

interface DayInputProps {
  label: string;
  value: Day;
  /** Called with a whole day only: a half-typed one changes nothing. */
  onChange: (day: Day) => void;
}

/**
 * A day typed and shown as the app writes days everywhere, YYYY-MM-DD (spec
 * §9), like the list filters' dates: a `type="date"` input shows the
 * browser's own format instead (MM/DD/YYYY in an American Chromium). The
 * draft is kept while it is being typed, and handed on once it is a day.
 */
export function DayInput({ label, value, onChange }: DayInputProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const malformed = draft !== '' && !isDay(draft);
  return (
    <TextField
      fullWidth={false}
      size="small"
      label={label}
      value={draft}
      placeholder="YYYY-MM-DD"
      error={malformed}
      helperText={malformed ? translate('engine.list.filters.date_format') : undefined}
      onChange={(event) => {
        const next = event.target.value.trim();
        setDraft(next);
        if (isDay(next)) onChange(next);
      }}
      onBlur={() => !isDay(draft) && setDraft(value)}
      sx={{ width: 132 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
    />
  );
}
