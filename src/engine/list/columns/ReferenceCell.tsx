import { Skeleton } from '@mui/material';
import { useReferenceLabel } from './ReferenceLabels';
import type { CellProps } from './CellProps';

/** The referenced record's label, from the page's one lookup per column (ReferenceLabels). */
export const ReferenceCell = ({ field, value }: CellProps) => {
  const label = useReferenceLabel(field.reference?.resource, value);
  if (value == null || value === '') return null;
  return label === undefined ? <Skeleton variant="text" width={60} /> : <>{label}</>;
};
