import type { RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../../common/resourceSpec';

/** What every column cell gets: the field (with its `column`), the record and the value at its key. */
export interface CellProps {
  field: FieldSpec;
  record: RaRecord;
  value: unknown;
}
