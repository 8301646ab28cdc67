import type { CellProps } from './CellProps';

/** A value chosen from the field's menu of options, shown by its label. */
export const MenuCell = ({ field, value }: CellProps) => {
  if (value == null || value === '') return null;
  return <>{field.options?.find((o) => o.value === String(value))?.label ?? String(value)}</>;
};
