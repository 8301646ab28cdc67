import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { formatDateTime } from '../../../common/dates';
import { msg } from '../errors';
import { PDF_MAX_FIELDS } from '../../../common/resourceSpec';
import type { FieldDecl } from '../declaration';
import { readPath } from '../paths';
import { cellText, exportBatches, exportFields, exportFileName, isNumeric, referenceNames, type ExportJob } from './job';
import { BENGALI, BENGALI_FONT_FILE, drawText, LATIN, latinSafe } from './pdfText';
import { englishWords } from './language';

const MARGIN = 36;
const PAD = 4;
const FONT_SIZE = 9;
/** Pause while this much PDF is waiting to be sent, so a slow client cannot make it pile up. */
const MAX_BUFFERED = 1 << 20;

type Doc = PDFKit.PDFDocument;

function textHeight(doc: Doc, text: string, width: number): number {
  const bengali = /[\u0980-\u09FF]/.test(text);
  doc.font(bengali ? BENGALI : LATIN);
  const safe = bengali ? text : latinSafe(text);
  // Most cells fit on one line: measuring the width is far cheaper than laying out wrapped text.
  if (!safe.includes('\n') && doc.widthOfString(safe) <= width) return doc.currentLineHeight(true);
  return doc.heightOfString(safe, { width }) || FONT_SIZE;
}

/**
 * A readable table of at most five fields: the shop's name and the date on
 * every page, a header row, and page numbers. Streamed page by page.
 */
export async function exportPdf(job: ExportJob, reply: FastifyReply) {
  const fields = exportFields(job, { count: PDF_MAX_FIELDS, message: msg('pdf_five_fields', { max: PDF_MAX_FIELDS }) });
  const { shopName, timeZone, currencySymbol } = job.app.shop;
  const words = job.words ?? englishWords;
  const title = words(job.res.decl.title);
  const batches = exportBatches(job);
  const first = await batches.next();

  const doc = new PDFDocument({ size: 'A4', layout: fields.length > 3 ? 'landscape' : 'portrait', margin: MARGIN, autoFirstPage: false });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  doc.info.Title = `${title} — ${shopName}`;
  const printedAt = formatDateTime(new Date(), timeZone);

  let pageNo = 0;
  let y = 0;
  let width = 0;
  let colWidth = 0;

  const footer = () => {
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    drawText(doc, words.page(pageNo), MARGIN, doc.page.height - MARGIN + 8, width, false, 'right');
    doc.page.margins.bottom = bottom;
  };

  const headerRow = () => {
    doc.fontSize(FONT_SIZE);
    const h = Math.max(...fields.map((f) => textHeight(doc, words(f.label), colWidth - 2 * PAD))) + 2 * PAD;
    doc.rect(MARGIN, y, width, h).fill('#e8eaf0').fillColor('#000000');
    fields.forEach((f, i) => drawText(doc, words(f.label), MARGIN + i * colWidth + PAD, y + PAD, colWidth - 2 * PAD, true, isNumeric(f) ? 'right' : 'left'));
    y += h;
  };

  const newPage = () => {
    if (pageNo > 0) footer();
    doc.addPage();
    pageNo += 1;
    width = doc.page.width - 2 * MARGIN;
    colWidth = width / fields.length;
    y = MARGIN;
    doc.fontSize(14);
    drawText(doc, shopName, MARGIN, y, width, true, 'left');
    doc.fontSize(FONT_SIZE);
    drawText(doc, `${title} · ${printedAt}`, MARGIN, y + 4, width, false, 'right');
    y += 28;
    headerRow();
  };

  const row = (cells: string[], shade: boolean, numeric: boolean[]) => {
    const h = Math.max(...cells.map((c) => textHeight(doc, c, colWidth - 2 * PAD))) + 2 * PAD;
    if (y + h > doc.page.height - MARGIN) newPage();
    if (shade) doc.rect(MARGIN, y, width, h).fill('#f7f7f9').fillColor('#000000');
    cells.forEach((c, i) => drawText(doc, c, MARGIN + i * colWidth + PAD, y + PAD, colWidth - 2 * PAD, false, numeric[i] ? 'right' : 'left'));
    y += h;
  };

  const numeric = fields.map((f: FieldDecl) => isNumeric(f));
  (async () => {
    newPage();
    let n = 0;
    let step = first;
    while (!step.done) {
      const names = await referenceNames(job, fields, step.value);
      for (const r of step.value) {
        row(
          fields.map((f) => cellText(f, readPath(r, f.key), { names, timeZone, symbol: currencySymbol, words })),
          n++ % 2 === 1,
          numeric,
        );
      }
      while (doc.readableLength > MAX_BUFFERED) await new Promise((done) => setTimeout(done, 5));
      step = await batches.next();
    }
    if (n === 0) drawText(doc, 'No records.', MARGIN, y + PAD, width, false, 'left');
    footer();
    doc.end();
  })().catch((err: unknown) => doc.destroy(err as Error));

  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${exportFileName(job, 'pdf')}"`);
  return reply.send(doc);
}
