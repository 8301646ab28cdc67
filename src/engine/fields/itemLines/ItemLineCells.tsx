import { InputAdornment, TableCell, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import type { FieldSpec } from '../../../../common/resourceSpec';
import { useShop } from '../../../shop';
import { CurrencyView } from '../../show/views/CurrencyView';
import { EmptyValue } from '../../show/views/EmptyValue';
import { ItemNameCell } from '../../show/views/ItemLinesView';
import { NumberView } from '../../show/views/NumberView';

/**
 * A figure typed into a line: a quantity takes whole numbers, a cost taka
 * with decimals. A value below 0, a fraction where a whole number is wanted,
 * or text is ignored and the line keeps what it had (spec §5); empty stays
 * empty so the person can type afresh, and the form then asks for a number.
 */
function FigureCell({ name, label, min, money }: { name: string; label: string; min: number; money: boolean }) {
  const { currency } = useShop();
  const { field, fieldState } = useController({ name, rules: { required: true, min } });
  return (
    <TextField
      size="small"
      type="number"
      value={field.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        if (raw === '') return field.onChange('');
        const n = Number(raw);
        if ((money ? Number.isFinite(n) : Number.isInteger(n)) && n >= 0) field.onChange(n);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      slotProps={{
        input: money ? { startAdornment: <InputAdornment position="start">{currency.symbol}</InputAdornment> } : undefined,
        htmlInput: { min, step: money ? 0.01 : 1, 'aria-label': label, style: { textAlign: 'right', width: money ? '9ch' : '6ch' } },
      }}
    />
  );
}

interface ItemLineCellsProps {
  source: string;
  index: number;
  line: Record<string, unknown>;
  fields: FieldSpec[];
  /** The name is drawn on a row of its own above (a phone): these cells are the figures only. */
  withoutName?: boolean;
}

/** The cells of one line: its item (name and SKU), the quantity and cost to type, and the read-only figures the resource adds. */
export function ItemLineCells({ source, index, line, fields, withoutName = false }: ItemLineCellsProps) {
  const name = String(line.name ?? '');
  return (
    <>
      {fields
        .filter((f) => f.viewType !== 'hidden' && f.key !== 'sku' && !(withoutName && f.key === 'name'))
        .map((f) => {
          const label = `${f.label}: ${name}`;
          if (f.key === 'name') {
            return <ItemNameCell key={f.key} name={name} sku={line.sku} />;
          }
          const path = `${source}.${index}.${f.key}`;
          const editable = !f.readOnly && f.type !== 'read-only';
          return (
            <TableCell key={f.key} align="right">
              {editable ? (
                <FigureCell name={path} label={label} min={f.min ?? 0} money={f.type === 'currency'} />
              ) : line[f.key] === undefined || line[f.key] === null ? (
                // A line added just now has no figures of the server's yet (what was received).
                <EmptyValue />
              ) : f.viewType === 'currency' ? (
                <CurrencyView field={f} value={line[f.key]} />
              ) : (
                <NumberView field={f} value={line[f.key]} />
              )}
            </TableCell>
          );
        })}
    </>
  );
}
