import { memo, useState, type ChangeEvent } from 'react';
import type { EditableKey } from './types';
import { parseCell } from './variantEdits';

export interface VariantCellProps {
  index: number;
  cellKey: EditableKey;
  value: string | number | null | undefined;
  /** The input's accessible name: 'Sell Price of M-Red'. */
  label: string;
  disabled?: boolean;
  onCommit: (index: number, key: EditableKey, value: string | number) => void;
}

const show = (value: string | number | null | undefined) => (value === undefined || value === null ? '' : String(value));

/**
 * One inline-edited cell: a plain <input> (not a MUI TextField: 200 rows of
 * seven fields would be 1,400 styled components). The text typed is kept
 * here, so `12.` stays on screen while only valid values reach the list; a
 * value changed from outside ('apply to all') replaces the text.
 */
export const VariantCell = memo(function VariantCell({ index, cellKey, value, label, disabled, onCommit }: VariantCellProps) {
  const [text, setText] = useState(() => show(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (shown !== value) {
    // React's "adjust state when a prop changes" pattern: only overwrite what the person typed when it no longer says the same value.
    setShown(value);
    if (parseCell(cellKey, text) !== (value ?? '')) {
      setText(show(value));
      setInvalid(false);
    }
  }
  const numeric = cellKey === 'price' || cellKey === 'cost' || cellKey === 'stock';
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    const parsed = parseCell(cellKey, next);
    setInvalid(parsed === null);
    if (parsed !== null && parsed !== (value ?? '')) onCommit(index, cellKey, parsed);
  };
  return (
    <input
      className={invalid ? 'vm-input vm-invalid' : 'vm-input'}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={change}
      disabled={disabled}
      inputMode={numeric ? (cellKey === 'stock' ? 'numeric' : 'decimal') : undefined}
      size={numeric ? 8 : 14}
    />
  );
});
