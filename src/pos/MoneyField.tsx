import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useEffect, useState } from 'react';
import { parseTaka, toTakaString, type Poisha } from '../../common/money';

interface Props {
  label: string;
  /** Poisha; null when nothing is typed. */
  value: Poisha | null;
  /** Empty text commits null; bad text is put back on blur. */
  onCommit(poisha: Poisha | null): void;
  /** Shown while nothing is typed (the amount that applies then). */
  placeholder?: string;
  /** With a label, a button that empties the field. */
  clearLabel?: string;
}

const textOf = (value: Poisha | null) => (value === null ? '' : toTakaString(value));

/** A taka field bound to a poisha value of the cart. */
export function MoneyField({ label, value, onCommit, placeholder, clearLabel }: Props) {
  const [text, setText] = useState(textOf(value));
  useEffect(() => setText(textOf(value)), [value]);
  const commit = () => {
    const p = text.trim() === '' ? null : parseTaka(text);
    if (p !== null && p < 0) setText(textOf(value));
    else if (p === null && text.trim() !== '') setText(textOf(value));
    else if (p !== value) onCommit(p);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{
        inputLabel: placeholder ? { shrink: true } : undefined,
        htmlInput: { inputMode: 'decimal' },
        input:
          clearLabel && value !== null
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton size="small" edge="end" aria-label={clearLabel} onClick={() => onCommit(null)}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
