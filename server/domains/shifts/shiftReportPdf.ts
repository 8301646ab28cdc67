import { formatDateTime } from '../../../common/dates';
import type { InvoiceLanguage } from '../../../common/invoices';
import { formatMoney, toBanglaDigits, toPoisha, ZERO } from '../../../common/money';
import { DENOMINATIONS } from '../../../common/shifts';
import type { ShiftReport } from '../../../common/wire/shifts';
import { BENGALI, BENGALI_FONT_FILE, drawText } from '../../engine/export/pdfText';
import { shiftReportWords } from './shiftReportWords';
import { newPdfDocument } from '../../engine/export/pdfDocument';

/** 80 mm, a till printer's roll. */
const WIDTH = 226.77;
const MARGIN = 10;

interface PrintedReport {
  language: InvoiceLanguage;
  shopName: string;
  locationName: string;
  currencySymbol: string;
  timeZone: string;
}

/** One line of the roll: a heading, a line of text, or a label with its figure at the right. */
type Entry = { heading: string } | { text: string } | { label: string; figure: string; bold?: boolean } | { rule: true };

/** `Z-REPORT_SH-000012_202612041830.pdf` (X-REPORT while the shift is open). */
export const shiftReportPdfName = (report: ShiftReport, stamp: string) => `${report.kind}-REPORT_${report.shift.number}_${stamp}.pdf`;

/** What the roll says, top to bottom: the same figures as the report's answer, none worked out again. */
function entries(report: ShiftReport, printed: PrintedReport): Entry[] {
  const words = shiftReportWords(printed.language);
  const digits = (text: string) => (printed.language === 'bn' ? toBanglaDigits(text) : text);
  const money = (taka: number | null): string =>
    formatMoney(taka === null ? ZERO : toPoisha(taka), { symbol: printed.currencySymbol, digits: printed.language === 'bn' ? 'beng' : 'latn' });
  const when = (at: string) => digits(formatDateTime(at, printed.timeZone));
  const { shift, figures } = report;
  const byMethod = (rows: ShiftReport['figures']['sales']): Entry[] =>
    rows.length === 0
      ? [{ text: words.none }]
      : rows.map((r) => ({ label: `${words.methods[r.method]} (${digits(String(r.count))})`, figure: money(r.amount) }));
  const counted: Entry[] =
    shift.countedCash === null
      ? []
      : [
          { rule: true },
          { label: words.counted, figure: money(shift.countedCash), bold: true },
          ...(shift.countedByName ? [{ label: words.countedBy, figure: shift.countedByName }] : []),
          { label: words.difference, figure: money(shift.difference), bold: true },
          ...(shift.differenceApproval === 'pending' ? [{ text: words.awaitingApproval }] : []),
          ...(shift.approvedByName ? [{ label: words.approvedBy, figure: shift.approvedByName }] : []),
          ...(shift.approvalNote ? [{ text: `${words.note}: ${shift.approvalNote}` }] : []),
          { heading: words.denominations },
          ...DENOMINATIONS.flatMap((d): Entry[] => {
            const n = shift.countedCounts?.[String(d) as keyof typeof shift.countedCounts] ?? 0;
            return n > 0 ? [{ label: digits(`${printed.currencySymbol}${d} × ${n}`), figure: money(d * n) }] : [];
          }),
        ];
  return [
    { heading: printed.shopName },
    { label: report.kind === 'Z' ? words.z : words.x, figure: report.kind === 'Z' ? '' : words.xNote, bold: true },
    { label: words.shift, figure: shift.number },
    { label: words.location, figure: printed.locationName },
    { label: words.till, figure: shift.device },
    { label: words.cashier, figure: shift.cashierName },
    { label: words.opened, figure: when(shift.openedAt) },
    ...(shift.closedAt ? [{ label: words.closed, figure: when(shift.closedAt) }] : []),
    { label: words.printed, figure: when(new Date().toISOString()) },
    { heading: words.sales },
    ...byMethod(figures.sales),
    { heading: words.refunds },
    ...byMethod(figures.refunds),
    { heading: words.drawer },
    { label: words.float, figure: money(figures.openingFloat) },
    { label: words.cashTendered, figure: money(figures.cashTendered) },
    { label: `- ${words.changeGiven}`, figure: money(figures.changeGiven) },
    { label: `- ${words.cashRefunds}`, figure: money(figures.cashRefunds) },
    { label: `+ ${words.cashIn}`, figure: money(figures.cashIn) },
    { label: `- ${words.cashOut}`, figure: money(figures.cashOut) },
    { rule: true },
    { label: words.expected, figure: money(figures.expectedCash), bold: true },
    ...(figures.pendingIn > 0 || figures.pendingOut > 0 ? [{ text: `${words.pending}: +${money(figures.pendingIn)} / -${money(figures.pendingOut)}` }] : []),
    ...counted,
    ...(report.movements.length > 0 ? [{ heading: words.movements } as Entry] : []),
    ...report.movements.map((m): Entry => ({
      label: `${m.kind === 'in' ? '+' : '-'} ${m.reason} (${m.userName}${m.approval === 'pending' ? `, ${words.pending}` : ''})`,
      figure: money(m.amount),
    })),
  ];
}

/**
 * The X or Z report on an 80 mm roll (issue 36), in English or Bangla (the
 * Bangla in Noto Sans Bengali, pdfText.ts): the shift, sales and refunds by
 * method, the drawer's sum from the float to the expected cash, and once
 * closed the count by note and coin, the difference and who approved it.
 */
export async function shiftReportPdf(report: ShiftReport, printed: PrintedReport): Promise<PDFKit.PDFDocument> {
  const lines = entries(report, printed);
  const words = shiftReportWords(printed.language);
  const make = async (height: number) => {
    const doc = await newPdfDocument({
      size: [WIDTH, height],
      margin: MARGIN,
      info: { Title: `${report.kind === 'Z' ? words.z : words.x} ${report.shift.number}` },
    });
    doc.registerFont(BENGALI, BENGALI_FONT_FILE);
    return doc;
  };
  // The roll is as long as what it says: laid out once on a long scratch page to measure it (a label may wrap), then for real.
  const length = draw(await make(10_000), lines);
  const doc = await make(length + MARGIN);
  draw(doc, lines);
  doc.end();
  return doc;
}

/** Lays the lines out from the top; answers where they end. */
function draw(doc: PDFKit.PDFDocument, lines: Entry[]): number {
  const width = WIDTH - 2 * MARGIN;
  let y = MARGIN;
  for (const line of lines) {
    if ('rule' in line) {
      doc
        .moveTo(MARGIN, y + 2)
        .lineTo(WIDTH - MARGIN, y + 2)
        .lineWidth(0.5)
        .stroke();
      y += 6;
    } else if ('heading' in line) {
      doc.fontSize(9);
      y = drawText(doc, line.heading, MARGIN, y + 4, width, true, 'left') + 1;
    } else if ('text' in line) {
      doc.fontSize(8);
      y = drawText(doc, line.text, MARGIN, y, width, false, 'left');
    } else {
      doc.fontSize(8);
      const left = drawText(doc, line.label, MARGIN, y, width * 0.6, line.bold ?? false, 'left');
      const right = line.figure ? drawText(doc, line.figure, MARGIN + width * 0.6, y, width * 0.4, line.bold ?? false, 'right') : y;
      y = Math.max(left, right);
    }
  }
  return y;
}
