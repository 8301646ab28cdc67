import { ReferenceField, TextField } from 'react-admin';
import type { CellProps } from './CellProps';

/** The referenced record's label; react-admin batches the lookups of a page into one getMany. */
export const ReferenceCell = ({ field, record }: CellProps) => {
  if (!field.reference) return null;
  return (
    <ReferenceField record={record} source={field.key} reference={field.reference.resource} link={false} emptyText="">
      <TextField source={field.reference.labelKey} />
    </ReferenceField>
  );
};
