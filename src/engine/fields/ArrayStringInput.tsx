import { addEntry } from './chipEntries';
import { ChipListInput } from './ChipListInput';
import type { FieldInputProps } from './types';

/** A list of free strings as chips (a product's sizes and colours): Enter or a comma adds one, kept as written. */
export function ArrayStringInput(props: FieldInputProps) {
  return <ChipListInput {...props} add={addEntry} helperKey="engine.form.list.helper" />;
}
