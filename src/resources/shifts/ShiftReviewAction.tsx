import type { CustomActionProps } from '../../engine/parts';
import { ShiftReportDialog } from './ShiftReportDialog';

/**
 * The shifts' "Report and approvals" for a manager on their own screen
 * (issue 36): the X or Z report, and the cash movements and the difference
 * that wait for a manager, approved (or rejected) with their own session.
 */
export function ShiftReviewAction({ record, onClose }: CustomActionProps) {
  return <ShiftReportDialog shiftId={String(record.id)} approver="self" onClose={onClose} />;
}
