import type { FieldDecl } from '../declaration';
import { englishWords } from './language';

/**
 * A child list (a product's variations) in a CSV: one column per field of an
 * entry, headed `Variations: Sell Price`, and one line per entry with the
 * record's own cells repeated, so each line reads on its own and the product
 * import reads the same columns back.
 */
export function childColumnLabel(list: FieldDecl, entryField: FieldDecl, words: (english: string) => string = englishWords): string {
  return `${words(list.label)}: ${words(entryField.label)}`;
}

/** The entry fields a child list exports (what can be written: no ids, no read-only values). */
export function childExportFields(list: FieldDecl): FieldDecl[] {
  return (list.child?.fields ?? []).filter((c) => !c.readOnly && c.db);
}
