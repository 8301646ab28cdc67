import type { RaRecord } from 'react-admin';
import type { SchemaField } from '../../../../common/schema';

/** What every column cell gets: the field (with its `column`), the record and the value at its key. */
export interface CellProps {
  field: SchemaField;
  record: RaRecord;
  value: unknown;
}
