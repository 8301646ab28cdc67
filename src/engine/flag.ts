import type { FieldSpec } from '../../common/resourceSpec';

/** The label a field's value is shown under in the detail view: its flag's when it has one ("Marketing SMS"). */
export const viewLabel = (field: Pick<FieldSpec, 'label' | 'flag'>): string => field.flag?.label ?? field.label;

/** The header of a field's column (the table, the cards, the column chooser). */
export const columnLabel = (field: Pick<FieldSpec, 'label' | 'flag' | 'column'>): string => field.column?.label ?? viewLabel(field);

/**
 * A switch's value as it reads: "Yes" or "No" (`yes`, `no`: the translated words), or its flag's words
 * ("Refused", "Allowed"); `good` is shown green with a tick, the other red with a cross.
 */
export function flagValue(field: Pick<FieldSpec, 'flag'>, value: unknown, yes: string, no: string): { word: string; good: boolean } {
  const on = value === true || value === 'true';
  const { flag } = field;
  if (!flag) return { word: on ? yes : no, good: on };
  return { word: on ? flag.on : flag.off, good: on === (flag.good === 'on') };
}
