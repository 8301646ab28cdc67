import { ChipField, ReferenceField } from 'react-admin';
import type { ViewProps } from './types';

/** A referenced record as a chip with its name. */
export function DataTagView({ field }: ViewProps) {
  if (!field.reference) return null;
  return (
    <ReferenceField source={field.key} reference={field.reference.resource} link={false}>
      <ChipField source={field.reference.labelKey} size="small" />
    </ReferenceField>
  );
}
