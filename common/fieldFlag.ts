import type { FieldSpec, FilterDef } from './resourceSpec';

/**
 * How a switch with a flag (FieldSpec.flag, "Marketing SMS: Allowed/Refused") reads wherever it is shown:
 * the detail view, the table, the cards and the column chooser (admin app), the list's filter (served
 * spec) and the CSV and PDF exports (server). One place, so no screen says "No Marketing SMS: No".
 */

/** The label a field's value is shown under in the detail view: its flag's when it has one ("Marketing SMS"). */
export const viewLabel = (field: Pick<FieldSpec, 'label' | 'flag'>): string => field.flag?.label ?? field.label;

/** The header of a field's column (the table, the cards, the column chooser, an export). */
export const columnLabel = (field: Pick<FieldSpec, 'label' | 'flag'> & { column?: { label?: string } }): string => field.column?.label ?? viewLabel(field);

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

/**
 * A boolean filter over a flagged switch, as it is served: under the flag's label, its choices the flag's
 * words ("Refused" for true, "Allowed" for false) rather than True/False after a negative label.
 */
export function flaggedFilter(filter: FilterDef, field: Pick<FieldSpec, 'flag'> | undefined): FilterDef {
  const flag = field?.flag;
  if (filter.type !== 'boolean' || !flag) return filter;
  return {
    ...filter,
    label: flag.label,
    options: [
      { value: 'true', label: flag.on },
      { value: 'false', label: flag.off },
    ],
  };
}
