import { lazyPart, registerCustomAction } from '../../engine/parts';

/**
 * Shifts (issue 36): the row menu's Print report, the X or Z report as the
 * till prints it, and a manager's Report and approvals.
 */
export function registerShiftParts(): void {
  registerCustomAction(
    'shift-review',
    lazyPart(() => import('./ShiftReviewAction'), 'ShiftReviewAction'),
  );
  registerCustomAction(
    'shift-report-pdf',
    lazyPart(() => import('./ShiftReportPdfAction'), 'ShiftReportPdfAction'),
  );
}
