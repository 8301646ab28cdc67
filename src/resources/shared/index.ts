import { ReadOnlyInput } from '../../engine/fields/ReadOnlyInput';
import { registerField } from '../../engine/parts';
import { BilingualTextCell, BilingualTextView } from './BilingualText';

/**
 * Fields any resource may name: `bilingual-text`, a read-only `{en, bn}`
 * value (a courier's tracking message, RedX's in both languages) shown in
 * the screen's language.
 */
export function registerSharedParts(): void {
  registerField('bilingual-text', { input: ReadOnlyInput, view: BilingualTextView, cell: BilingualTextCell });
}
