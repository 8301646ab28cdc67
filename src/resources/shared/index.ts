import { ReadOnlyInput } from '../../engine/fields/ReadOnlyInput';
import { registerField } from '../../engine/parts';
import { BilingualTextCell, BilingualTextView } from './BilingualText';
import { RiskReasonCell, RiskReasonView } from './RiskReason';

/**
 * Fields any resource may name: `bilingual-text`, a read-only `{en, bn}`
 * value (a courier's tracking message, RedX's in both languages) shown in
 * the screen's language; `risk-reason`, a fraud band's reason kept as a code
 * and counts (common/fraudRisk.ts RiskReason, an online order's), worded as
 * the fraud checker words it (`fraud.reason.*`).
 */
export function registerSharedParts(): void {
  registerField('bilingual-text', { input: ReadOnlyInput, view: BilingualTextView, cell: BilingualTextCell });
  registerField('risk-reason', { input: ReadOnlyInput, view: RiskReasonView, cell: RiskReasonCell });
}
