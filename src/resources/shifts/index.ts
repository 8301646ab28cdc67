import { lazyPart, registerCustomAction } from '../../engine/parts';

/** Shifts (issue 36): the row menu's Print report, the X or Z report as the till prints it. */
export function registerShiftParts(): void {
  registerCustomAction(
    'shift-report-pdf',
    lazyPart(() => import('./ShiftReportPdfAction'), 'ShiftReportPdfAction'),
  );
}
