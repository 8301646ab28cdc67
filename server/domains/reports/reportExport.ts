import type { FastifyReply } from 'fastify';
import { formatDateTime } from '../../../common/dates';
import { formatMoney, toPoisha, toTakaString } from '../../../common/money';
import { csvLines } from '../../engine/export/csv';
import { stampedFileName } from '../../engine/export/job';
import { pdfBytes } from '../../engine/export/pdfBytes';
import { BENGALI, BENGALI_FONT_FILE, drawText } from '../../engine/export/pdfText';
import { newPdfDocument } from '../../engine/export/pdfDocument';

/**
 * A report's table as a CSV or PDF file. The engine's export streams a
 * resource's records; a report is a few hundred computed rows, so it is
 * written here whole, through the engine's own CSV writer (formula escaping,
 * figures never escaped) and PDF text drawing (Bangla runs in the Bangla
 * font). A CSV keeps figures as spreadsheets read them (Latin digits, two
 * decimals, no symbol); a PDF is read by people, so its amounts are written
 * as the screen writes them (`৳ 6,615.00`, Bangla digits in Bangla). The
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
  /** The days the report covers, named in the file's name; none for a report of now (Low Stock). */
  period?: { from: string; to: string };
}

/** `profit-loss_2026-11-01_2026-11-30_202611301605.csv`: the report, its days and when it was written, as list exports are stamped. */
export function reportFileName(table: Pick<ReportTable, 'name' | 'period'>, timeZone: string, ext: 'csv' | 'pdf'): string {
  const base = table.period ? `${table.name}_${table.period.from}_${table.period.to}` : table.name;
  return stampedFileName(base, timeZone, ext);
}

function csvCell(col: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (col.kind === 'money' && typeof value === 'number') return toTakaString(toPoisha(value));
  return String(value);
}

function pdfCell(col: ReportColumn, value: unknown, locale: 'en' | 'bn', symbol: string): string {
  if (col.kind === 'money' && typeof value === 'number') return formatMoney(toPoisha(value), { symbol, digits: locale === 'bn' ? 'beng' : 'latn' });
  return csvCell(col, value);
}

const totalLabel = { en: 'Total', bn: 'মোট' };

export async function sendReportCsv(reply: FastifyReply, table: ReportTable, locale: 'en' | 'bn', timeZone: string) {
  const cell = csvCell;
  const columns = table.columns;
  const numeric = columns.map((c) => c.kind !== 'text');
  const lines = [columns.map((c) => c[locale]), ...table.rows.map((r) => columns.map((c) => cell(c, r[c.key])))];
  if (table.totals) lines.push(columns.map((c, i) => (i === 0 ? totalLabel[locale] : cell(c, table.totals?.[c.key]))));
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${reportFileName(table, timeZone, 'csv')}"`)
    .send(`\uFEFF${csvLines(lines, numeric)}`);
}

const MARGIN = 36;
const PAD = 4;
/** More columns than this are drawn on a wider page. */
const WIDE = 10;

export async function sendReportPdf(
  reply: FastifyReply,
  table: ReportTable,
  locale: 'en' | 'bn',
  shop: { shopName: string; timeZone: string; currencySymbol: string },
) {
  const columns = table.columns;
  const cell = (col: ReportColumn, value: unknown) => pdfCell(col, value, locale, shop.currencySymbol);
  // Profit/Loss's fifteen columns on A4 would wrap a total of lakhs (৳ 11,26,112.50) over two lines: they get A3, which prints scaled on A4.
  const size = columns.length > WIDE ? 'A3' : 'A4';
  const doc = await newPdfDocument({ size, layout: columns.length > 5 ? 'landscape' : 'portrait', margin: MARGIN, autoFirstPage: false });
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
    drawRow(
      columns.map((c) => c[locale]),
      true,
      '#e8eaf0',
    );
  };
  const bytes = pdfBytes(doc);
  newPage();
  table.rows.forEach((r, n) =>
    drawRow(
      columns.map((c) => cell(c, r[c.key])),
      false,
      n % 2 === 1 ? '#f7f7f9' : undefined,
    ),
  );
  if (table.totals)
    drawRow(
      columns.map((c, i) => (i === 0 ? totalLabel[locale] : cell(c, table.totals?.[c.key]))),
      true,
      '#e8eaf0',
    );
  doc.end();
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${reportFileName(table, shop.timeZone, 'pdf')}"`)
    .send(await bytes);
}
