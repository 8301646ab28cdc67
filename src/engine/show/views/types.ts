import type { SchemaField } from '../../../../common/schema';

/** Every detail view gets the schema field and the value at its key in the record. */
export interface ViewProps {
  field: SchemaField;
  value: unknown;
}
