import type { FieldSpec } from '../../../../common/resourceSpec';

/** Every detail view gets the spec field and the value at its key in the record. */
export interface ViewProps {
  field: FieldSpec;
  value: unknown;
}
