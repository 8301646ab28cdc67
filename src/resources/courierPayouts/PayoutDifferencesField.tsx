import { useRecordContext } from 'react-admin';
import type { FieldInputProps, ViewProps } from '../../engine/parts';
import { PayoutDifferences } from './PayoutDifferences';

/** The differences on the payout's show page. */
export function PayoutDifferencesView({ value }: ViewProps) {
  return <PayoutDifferences value={value} />;
}

/** A payout is never edited (read-only resource); were a form to draw the field, it shows the same table. */
export function PayoutDifferencesInput({ field }: FieldInputProps) {
  const record = useRecordContext<Record<string, unknown>>();
  return <PayoutDifferences value={record?.[field.key]} />;
}
