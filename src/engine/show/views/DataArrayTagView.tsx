import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import type { ViewProps } from './types';

/** Several referenced records (a product's collections) as chips. */
export function DataArrayTagView({ field }: ViewProps) {
  if (!field.reference) return null;
  return (
    <ReferenceArrayField source={field.key} reference={field.reference.resource}>
      <SingleFieldList linkType={false}>
        <ChipField source={field.reference.labelKey} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}
