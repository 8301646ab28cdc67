import { addTagEntry } from './chipEntries';
import { ChipListInput } from './ChipListInput';
import type { FieldInputProps } from './types';

/** Tags as chips (spec §5): Enter or a comma adds the typed tag, lower-cased with spaces turned into hyphens; a tag already there is ignored. */
export function TagInput(props: FieldInputProps) {
  return <ChipListInput {...props} add={addTagEntry} helperKey="engine.form.tag.helper" />;
}
