import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { BulkKey } from './types';
import { parseCell } from './variantEdits';

export interface ApplyToAllProps {
  cellKey: BulkKey;
  /** The column's name ('Sell Price'). */
  column: string;
  disabled?: boolean;
  onApply: (key: BulkKey, value: number) => void;
}

/** One value written to every variant's price, cost or stock. */
export function ApplyToAll({ cellKey, column, disabled, onApply }: ApplyToAllProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const value = parseCell(cellKey, text);
  const valid = typeof value === 'number';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('catalogue.variants.all_value', { column })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={text !== '' && !valid}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: cellKey === 'stock' ? 'numeric' : 'decimal' } }}
        sx={{ width: 150 }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || !valid}
        onClick={() => valid && onApply(cellKey, value)}
        aria-label={translate('catalogue.variants.apply_all_named', { column })}
      >
        {translate('catalogue.variants.apply_all')}
      </Button>
    </Stack>
  );
}
