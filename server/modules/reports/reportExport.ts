import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { formatDateTime } from '../../../common/dates';
import { toTakaString } from '../../../common/money';
import { csvLines } from '../../engine/export/csv';
import { pdfBytes } from '../../engine/export/pdfBytes';
import { BENGALI, BENGALI_FONT_FILE, drawText } from '../../engine/export/pdfText';

/**
 * A report's table as a CSV or PDF file. The engine's export streams a
 * resource's records; a report is a few hundred computed rows, so it is
 * written here whole, through the engine's own CSV writer (formula escaping,
 * figures never escaped) and PDF text drawing (Bangla runs in the Bangla
 * font). Figures keep Latin digits and two decimals for spreadsheets; the
 * title and headers are in the chosen language.
 */
export interface ReportColumn {
  key: string;
  en: string;
  bn: string;
  /** money: taka with two decimals; number: as it is. */
  kind: 'text' | 'money' | 'number';
}

export interface ReportTable {
  name: string;
  title: { en: string; bn: string };
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  /** The totals line, when the report has one. */
  totals?: Record<string, unknown>;
  /** What the file covers (`2026-01-01 – 2026-12-31`). */
  subtitle: string;
}

function cell(col: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (col.kind === 'money' && typeof value === 'number') return toTakaString(Math.round(value * 100));
  return String(value);
}

const totalLabel = { en: 'Total', bn: 'মোট' };

export async function sendReportCsv(reply: FastifyReply, table: ReportTable, locale: 'en' | 'bn') {
  const columns = table.columns;
  const numeric = columns.map((c) => c.kind !== 'text');
  const lines = [columns.map((c) => c[locale]), ...table.rows.map((r) => columns.map((c) => cell(c, r[c.key])))];
  if (table.totals) lines.push(columns.map((c, i) => (i === 0 ? totalLabel[locale] : cell(c, table.totals?.[c.key]))));
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${table.name}.csv"`)
    .send(`\uFEFF${csvLines(lines, numeric)}`);
}

const MARGIN = 36;
const PAD = 4;

export async function sendReportPdf(reply: FastifyReply, table: ReportTable, locale: 'en' | 'bn', shop: { shopName: string; timeZone: string }) {
  const columns = table.columns;
  const doc = new PDFDocument({ size: 'A4', layout: columns.length > 5 ? 'landscape' : 'portrait', margin: MARGIN, autoFirstPage: false });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  const title = table.title[locale];
  doc.info.Title = `${title} — ${shop.shopName}`;
  const printed = formatDateTime(new Date(), shop.timeZone);
  let y = 0;
  let width = 0;
  let colWidth = 0;
  let page = 0;
  const align = (c: ReportColumn) => (c.kind === 'text' ? 'left' : 'right');
  const drawRow = (cells: string[], bold: boolean, fill?: string) => {
    doc.fontSize(columns.length > 8 ? 7 : 9);
    const h = Math.max(...cells.map((c) => doc.heightOfString(c || ' ', { width: colWidth - 2 * PAD }))) + 2 * PAD;
    if (y + h > doc.page.height - MARGIN) newPage();
    if (fill) doc.rect(MARGIN, y, width, h).fill(fill).fillColor('#000000');
    cells.forEach((c, i) => drawText(doc, c, MARGIN + i * colWidth + PAD, y + PAD, colWidth - 2 * PAD, bold, align(columns[i])));
    y += h;
  };
  const newPage = () => {
    doc.addPage();
    page += 1;
    width = doc.page.width - 2 * MARGIN;
    colWidth = width / columns.length;
    y = MARGIN;
    doc.fontSize(14);
    drawText(doc, `${shop.shopName} · ${title}`, MARGIN, y, width, true, 'left');
    doc.fontSize(9);
    drawText(doc, `${table.subtitle} · ${printed} · ${locale === 'bn' ? 'পাতা' : 'Page'} ${page}`, MARGIN, y + 20, width, false, 'left');
    y += 40;
    drawRow(columns.map((c) => c[locale]), true, '#e8eaf0');
  };
  const bytes = pdfBytes(doc);
  newPage();
  table.rows.forEach((r, n) => drawRow(columns.map((c) => cell(c, r[c.key])), false, n % 2 === 1 ? '#f7f7f9' : undefined));
  if (table.totals) drawRow(columns.map((c, i) => (i === 0 ? totalLabel[locale] : cell(c, table.totals?.[c.key]))), true, '#e8eaf0');
  doc.end();
  return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${table.name}.pdf"`).send(await bytes);
}
