import { ReferenceField, TextField } from 'react-admin';
import { showPath } from '../../paths';
import type { ViewProps } from './types';

/** The referenced record's name, linking to its show page. */
export function ReferenceView({ field }: ViewProps) {
  if (!field.reference) return null;
  return (
    <ReferenceField source={field.key} reference={field.reference.resource} link={(record, reference) => showPath(reference, record.id)}>
      <TextField source={field.reference.labelKey} variant="body2" />
    </ReferenceField>
  );
}
