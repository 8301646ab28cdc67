import { useReferenceLabel } from './ReferenceLabels';
import type { CellProps } from './CellProps';
import { cellClasses } from './cellStyles';

/** The referenced record's label, from the page's one lookup per column (ReferenceLabels). */
export const ReferenceCell = ({ field, value }: CellProps) => {
  const label = useReferenceLabel(field.reference?.resource, value);
  if (value == null || value === '') return null;
  // A plain placeholder rather than a Skeleton per row while the labels load (see cellStyles).
  return label === undefined ? <span className={cellClasses.loading} aria-hidden="true" /> : <>{label}</>;
};
