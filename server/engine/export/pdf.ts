import type { FastifyReply } from 'fastify';
import { formatDateTime } from '../../../common/dates';
import { msg } from '../errors';
import { PDF_MAX_FIELDS } from '../../../common/resourceSpec';
import { exportFields, exportFileName, type ExportJob } from './job';
import { englishWords, type ExportWords } from './language';
import { BENGALI, BENGALI_FONT_FILE, drawText, LATIN, LATIN_BOLD, latinSafe } from './pdfText';
import { resourceTable } from './resourceTable';
import type { ExportTable } from './table';
import { newPdfDocument } from './pdfDocument';

const MARGIN = 36;
const PAD = 4;
const FONT_SIZE = 9;
/** Pause while this much PDF is waiting to be sent, so a slow client cannot make it pile up. */
const MAX_BUFFERED = 1 << 20;
/** Any Bangla character: such a cell is set run by run in two fonts (pdfText.ts). */
const BANGLA = /[\u0964\u0965\u0980-\u09FF]/;

type Doc = PDFKit.PDFDocument;

/**
 * A cell measured before its row is drawn. Most cells are Latin text on one
 * line that fits its column: those are measured once and drawn with no line
 * wrapping (pdfkit's line wrapper was most of a long export's time); the
 * rest (Bangla, several lines) go through drawText, which wraps and mixes
 * fonts. Measuring text (a pass over the font's kerning pairs) was then most
 * of the time: a short cell aligned left is not measured at all.
 */
type Cell = { plain: true; text: string; width: number } | { plain: false; text: string; height: number };

/** pdfkit's own step that sets one piece of text at a point (what `text()` ends in). */
type Fragment = (text: string, x: number, y: number, options: object) => void;

/**
 * One line of Latin text at (x, y), no wrapping. `doc.text()` measures the
 * string twice more (its line wrapper's bookkeeping and the cursor's advance,
 * each a pass over the font's kerning pairs) before pdfkit's `_fragment`
 * sets it; with the width known (or not needed), the fragment is set
 * directly. `_fragment` is not in pdfkit's published API: should a release
 * drop it, this falls back to `text()`.
 */
function setLine(doc: Doc, text: string, x: number, y: number, width: number): void {
  const fragment = (doc as unknown as { _fragment?: Fragment })._fragment;
  if (typeof fragment !== 'function') {
    doc.text(text, x, y, { lineBreak: false });
    return;
  }
  fragment.call(doc, text, x, y, { textWidth: width, wordCount: 1 });
  doc.x = x;
  doc.y = y;
}

/**
 * What every page repeats (the shop's name, the title, the header row, the
 * page number): set on one line as a cell is when it is Latin and fits, and
 * through drawText (wrapping, Bangla runs) otherwise. A 100,000-row file has
 * 2,500 pages: wrapping these each time cost as much as the rows.
 */
function pageText(doc: Doc, text: string, x: number, y: number, width: number, bold: boolean, align: 'left' | 'right'): void {
  if (BANGLA.test(text) || text.includes('\n')) {
    drawText(doc, text, x, y, width, bold, align);
    return;
  }
  const safe = latinSafe(text);
  doc.font(bold ? LATIN_BOLD : LATIN);
  const w = doc.widthOfString(safe);
  if (w > width) drawText(doc, text, x, y, width, bold, align);
  else setLine(doc, safe, align === 'right' ? x + width - w : x, y, w);
}

/**
 * Helvetica's widest glyph (@, W) is about 1.02 em: a Latin text of at most
 * this many characters fits a column of `width` points at FONT_SIZE without
 * measuring it. A cell aligned left that short is set unmeasured.
 */
function surelyFits(text: string, width: number): boolean {
  return text.length * FONT_SIZE * 1.05 <= width;
}

/** pdfkit's font as the fast row writer reads it (not in pdfkit's published types). */
interface PdfkitFont {
  id: string;
  ascender: number;
  ref(): unknown;
  font?: { encodeText?: (text: string) => string[] };
}

/**
 * The widths of Latin text at FONT_SIZE, a character at a time: each
 * character's advance is asked of pdfkit once per export and a cell's width is
 * their sum. pdfkit's own measure walks the font's kerning pairs for every
 * cell; Helvetica kerns letter pairs (not digits, which the right-aligned
 * cells hold), so a left-aligned name may sit a fraction of a point wider.
 */
function latinWidths(doc: Doc): (text: string) => number {
  const advance = new Map<string, number>();
  return (text) => {
    let w = 0;
    for (const ch of text) {
      let a = advance.get(ch);
      if (a === undefined) {
        doc.font(LATIN).fontSize(FONT_SIZE);
        a = doc.widthOfString(ch);
        advance.set(ch, a);
      }
      w += a;
    }
    return w;
  };
}

/**
 * A row's one-line Latin cells written as one piece of the page's content
 * (`BT … Tj … ET`: the font chosen once, each cell placed and shown), what
 * pdfkit's `_fragment` writes for each cell with a save, two transforms, a
 * glyph layout and a restore of its own. Null when this pdfkit's font does
 * not offer its WinAnsi encoder: the cells then go through setLine.
 */
function rowText(doc: Doc): ((cells: { text: string; x: number; y: number }[]) => void) | null {
  const font = (doc as unknown as { _font?: PdfkitFont })._font;
  const encode = font?.font?.encodeText;
  if (!font || typeof encode !== 'function') return null;
  const num = (n: number) => String(Math.round(n * 100) / 100);
  return (cells) => {
    if (cells.length === 0) return;
    doc.font(LATIN).fontSize(FONT_SIZE);
    const f = (doc as unknown as { _font: PdfkitFont })._font;
    const page = doc.page as unknown as { fonts: Record<string, unknown>; height: number };
    if (page.fonts[f.id] == null) page.fonts[f.id] = f.ref();
    const dy = (f.ascender / 1000) * FONT_SIZE;
    let out = `q 1 0 0 -1 0 ${num(page.height)} cm BT /${f.id} ${FONT_SIZE} Tf`;
    for (const c of cells) out += ` 1 0 0 1 ${num(c.x)} ${num(page.height - c.y - dy)} Tm <${encode.call(f.font, c.text).join('')}> Tj`;
    doc.addContent(`${out} ET Q`);
  };
}

/** A cell's layout; `aligned`: it is set against the right edge, so its width is needed even when it surely fits. */
function measure(doc: Doc, text: string, width: number, aligned = true, widthOf?: (text: string) => number): Cell {
  if (!BANGLA.test(text) && !text.includes('\n')) {
    const safe = latinSafe(text);
    if (!aligned && surelyFits(safe, width)) return { plain: true, text: safe, width: 0 };
    doc.font(LATIN);
    const w = widthOf ? widthOf(safe) : doc.widthOfString(safe);
    if (w <= width) return { plain: true, text: safe, width: w };
    return { plain: false, text, height: doc.heightOfString(safe, { width }) || FONT_SIZE };
  }
  doc.font(BENGALI);
  return { plain: false, text, height: doc.heightOfString(text, { width }) || FONT_SIZE };
}

/** What heads every page of a printed table. */
export interface PdfHeading {
  /** The table's title (already in the requester's language). */
  title: string;
  shopName: string;
  timeZone: string;
  words?: ExportWords;
}

/**
 * A table as a PDF download: A4 (landscape past three columns), the shop's
 * name, the title and the time printed on every page, a header row, shaded
 * alternate rows and page numbers; Bangla set in Noto Sans Bengali (embedded,
 * only the glyphs used). Streamed page by page, pausing while the client is
 * behind; a client that leaves ends the table's lines (and their cursor).
 */
export async function sendPdf(reply: FastifyReply, fileName: string, table: ExportTable, heading: PdfHeading) {
  const { header, numeric } = table;
  const words = heading.words ?? englishWords;
  const first = await table.lines.next();

  const doc = await newPdfDocument({ size: 'A4', layout: header.length > 3 ? 'landscape' : 'portrait', margin: MARGIN, autoFirstPage: false });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  doc.info.Title = `${heading.title} — ${heading.shopName}`;
  const printedAt = formatDateTime(new Date(), heading.timeZone);

  let pageNo = 0;
  let y = 0;
  let width = 0;
  let colWidth = 0;
  let lineHeight = 0;

  const footer = () => {
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    pageText(doc, words.page(pageNo), MARGIN, doc.page.height - MARGIN + 8, width, false, 'right');
    doc.page.margins.bottom = bottom;
  };

  const headerRow = () => {
    doc.fontSize(FONT_SIZE);
    const h = Math.max(...header.map((label) => cellHeight(measure(doc, label, colWidth - 2 * PAD)))) + 2 * PAD;
    doc.rect(MARGIN, y, width, h).fill('#e8eaf0').fillColor('#000000');
    header.forEach((label, i) => pageText(doc, label, MARGIN + i * colWidth + PAD, y + PAD, colWidth - 2 * PAD, true, numeric[i] ? 'right' : 'left'));
    y += h;
  };

  const newPage = () => {
    if (pageNo > 0) footer();
    doc.addPage();
    pageNo += 1;
    width = doc.page.width - 2 * MARGIN;
    colWidth = width / header.length;
    y = MARGIN;
    doc.fontSize(14);
    pageText(doc, heading.shopName, MARGIN, y, width, true, 'left');
    doc.fontSize(FONT_SIZE);
    pageText(doc, `${heading.title} · ${printedAt}`, MARGIN, y + 4, width, false, 'right');
    y += 28;
    headerRow();
    doc.font(LATIN);
    lineHeight = doc.currentLineHeight(true);
  };

  const cellHeight = (cell: Cell) => (cell.plain ? lineHeight || doc.font(LATIN).currentLineHeight(true) : cell.height);

  const widthOf = latinWidths(doc);
  let writeRow: ReturnType<typeof rowText> | undefined;
  const row = (cells: string[], shade: boolean) => {
    const inner = colWidth - 2 * PAD;
    const measured = cells.map((c, i) => measure(doc, c, inner, numeric[i], widthOf));
    const h = Math.max(...measured.map(cellHeight)) + 2 * PAD;
    if (y + h > doc.page.height - MARGIN) newPage();
    if (shade) doc.rect(MARGIN, y, width, h).fill('#f7f7f9').fillColor('#000000');
    doc.font(LATIN);
    if (writeRow === undefined) writeRow = rowText(doc);
    const plain: { text: string; x: number; y: number }[] = [];
    measured.forEach((cell, i) => {
      const x = MARGIN + i * colWidth + PAD;
      if (!cell.plain) {
        drawText(doc, cell.text, x, y + PAD, inner, false, numeric[i] ? 'right' : 'left');
        doc.font(LATIN);
      } else if (cell.text !== '') {
        const at = numeric[i] ? x + inner - cell.width : x;
        if (writeRow) plain.push({ text: cell.text, x: at, y: y + PAD });
        else setLine(doc, cell.text, at, y + PAD, cell.width);
      }
    });
    writeRow?.(plain);
    y += h;
  };

  let stopped = false;
  const stop = () => {
    stopped = true;
    void table.lines.return(undefined).catch(() => {});
  };
  reply.raw.once('close', stop);
  (async () => {
    newPage();
    let n = 0;
    let step = first;
    while (!step.done && !stopped) {
      for (const cells of step.value) row(cells, n++ % 2 === 1);
      while (doc.readableLength > MAX_BUFFERED && !stopped) await new Promise((done) => setTimeout(done, 5));
      if (stopped) break;
      step = await table.lines.next();
    }
    if (stopped) return;
    if (n === 0) drawText(doc, words('No records.'), MARGIN, y + PAD, width, false, 'left');
    footer();
    doc.end();
  })().catch((err: unknown) => {
    stop();
    doc.destroy(err as Error);
  });

  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`);
  return reply.send(doc);
}

/** A resource's list as a readable table of at most five fields. */
export async function exportPdf(job: ExportJob, reply: FastifyReply) {
  const fields = exportFields(job, { count: PDF_MAX_FIELDS, message: msg('pdf_five_fields', { max: PDF_MAX_FIELDS }) });
  const { shopName, timeZone, currencySymbol } = job.app.shop;
  const words = job.words ?? englishWords;
  const table = resourceTable(job, fields, { symbol: currencySymbol });
  return sendPdf(reply, exportFileName(job, 'pdf'), table, { title: words(job.res.decl.title), shopName, timeZone, words });
}
