import Typography from '@mui/material/Typography';
import { isRiskReason } from '../../../common/fraudRisk';
import type { CellProps, ViewProps } from '../../engine/parts';
import { useRiskReason } from '../fraud/RiskChip';

/** Why a phone's fraud band is what it is, kept as a code and counts (an online order's), in the screen's language. */
function useWords(value: unknown): string | null {
  const words = useRiskReason();
  return isRiskReason(value) ? words(value) : null;
}

/** The detail view's value. */
export function RiskReasonView({ value }: ViewProps) {
  const words = useWords(value);
  return words ? <Typography variant="body2">{words}</Typography> : null;
}

/** The list's cell. */
export function RiskReasonCell({ value }: CellProps) {
  const words = useWords(value);
  return words ? <span>{words}</span> : null;
}
