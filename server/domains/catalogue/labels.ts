import { asc, inArray } from 'drizzle-orm';
import { isValidEan13 } from '../../../common/ean13';
import { formatMoney, toPoisha } from '../../../common/money';
import { MAX_LABELS, type LabelLayout } from '../../../common/productImport';
import type { Db } from '../../db/client';
import { products, productVariants } from '../schema';
import { badRequest, fieldEntry, msg } from '../../engine/errors';
import { BENGALI, BENGALI_FONT_FILE, LATIN, LATIN_BOLD, latinSafe, splitRuns, withActualText } from '../../engine/export/pdfText';
import { pdfBytes } from '../../engine/export/pdfBytes';
import { newPdfDocument } from '../../engine/export/pdfDocument';
import { barcodePng } from '../../engine/export/barcodePng';

/** One label to print: what the shelf and the scanner need. */
export interface Label {
  name: string;
  variant?: string;
  price: number;
  barcode: string;
}

/**
 * The labels of the chosen products: one per unit in stock (a variable
 * product's per variant), or `count` of each product or variant. Products
 * without stock print none unless a count is given.
 */
export async function labelsFor(db: Db, ids: string[], count: number | undefined): Promise<Label[]> {
  const rows = await db
    .select({ id: products.id, name: products.name, type: products.type, price: products.price, barcode: products.barcode, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.name));
  const variable = rows.filter((r) => r.type === 'variable').map((r) => r.id);
  const variants =
    variable.length === 0
      ? []
      : await db
          .select({
            productId: productVariants.productId,
            name: productVariants.name,
            price: productVariants.price,
            barcode: productVariants.barcode,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(inArray(productVariants.productId, variable))
          .orderBy(asc(productVariants.productId), asc(productVariants.position));
  const labels: Label[] = [];
  const add = (label: Label, stock: number) => {
    const n = count ?? Math.max(0, stock);
    if (labels.length + n > MAX_LABELS)
      throw badRequest(`At most ${MAX_LABELS} labels can be printed at once; choose fewer products or a count`, [
        fieldEntry('count', msg('too_many_labels', { max: MAX_LABELS })),
      ]);
    for (let i = 0; i < n; i++) labels.push(label);
  };
  for (const p of rows) {
    if (p.type !== 'variable') {
      add({ name: p.name, price: p.price, barcode: p.barcode }, p.stock);
      continue;
    }
    for (const v of variants.filter((x) => x.productId === p.id)) add({ name: p.name, variant: v.name, price: v.price, barcode: v.barcode }, v.stock);
  }
  return labels;
}

/** A scannable barcode image: EAN-13 when the code is one, Code 128 for anything else typed in. */
async function barcodeImage(code: string): Promise<Buffer> {
  // EAN-13 prints its digits in its own layout (first digit outside the guards); Code 128 centres them.
  if (isValidEan13(code)) return barcodePng({ bcid: 'ean13', text: code, scale: 3, height: 10, includetext: true });
  return barcodePng({ bcid: 'code128', text: code, scale: 3, height: 10, includetext: true, textxalign: 'center' });
}

const PT_PER_MM = 72 / 25.4;

/** Where a label's lines go (pt from the label's corner) and how big they are. */
interface LabelBox {
  padX: number;
  padY: number;
  name: number;
  variant: number;
  price: number;
}

/** A paper the labels print on: its page, how many labels a page holds, and one label's size. */
interface LabelPaper {
  page: [number, number];
  cols: number;
  rows: number;
  label: [number, number];
  box: LabelBox;
}

const mm = (w: number, h: number): [number, number] => [w * PT_PER_MM, h * PT_PER_MM];

export const LABEL_PAPERS: Record<LabelLayout, LabelPaper> = {
  // The common A4 sticker sheet: 3 × 8 labels of 70 × 37 mm.
  a4: { page: mm(210, 297), cols: 3, rows: 8, label: mm(70, 37), box: { padX: 8, padY: 6, name: 9, variant: 8, price: 10 } },
  // A label printer's roll: each page is one 38 × 25 mm label, as the printer's driver expects.
  'roll-38x25': { page: mm(38, 25), cols: 1, rows: 1, label: mm(38, 25), box: { padX: 4, padY: 3, name: 6.5, variant: 6, price: 8 } },
};

/** Text in Helvetica with Bangla and ৳ in Noto Sans Bengali, one run at a time (the export's font rule). */
function drawRuns(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, bold = false): void {
  doc.fontSize(size);
  const runs = splitRuns(text);
  withActualText(doc, text, () =>
    runs.forEach((run, i) => {
      doc.font(run.bengali ? BENGALI : bold ? LATIN_BOLD : LATIN);
      const opts = { width, continued: i < runs.length - 1, lineBreak: false, ellipsis: true, height: size * 1.3 };
      const t = run.bengali ? run.text : latinSafe(run.text);
      if (i === 0) doc.text(t, x, y, opts);
      else doc.text(t, opts);
    }),
  );
}

/** The labels as a PDF: on A4 sheets, or one label a page for a label printer's roll. */
export async function labelSheet(labels: Label[], currencySymbol: string, layout: LabelLayout = 'a4'): Promise<Buffer> {
  const paper = LABEL_PAPERS[layout];
  const doc = await newPdfDocument({ size: paper.page, margin: 0, autoFirstPage: false });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  doc.info.Title = 'Barcode labels';
  const bytes = pdfBytes(doc);
  const images = new Map<string, Buffer>();
  const [labelW, labelH] = paper.label;
  const { padX, padY, name, variant, price } = paper.box;
  const perPage = paper.cols * paper.rows;
  for (const [i, label] of labels.entries()) {
    const slot = i % perPage;
    if (slot === 0) doc.addPage();
    const marginX = (doc.page.width - paper.cols * labelW) / 2;
    const marginY = (doc.page.height - paper.rows * labelH) / 2;
    const x = marginX + (slot % paper.cols) * labelW + padX;
    let y = marginY + Math.floor(slot / paper.cols) * labelH + padY;
    const bottom = y - padY + labelH - padY;
    const w = labelW - 2 * padX;
    drawRuns(doc, label.name, x, y, w, name, true);
    y += name * 1.35;
    if (label.variant) drawRuns(doc, label.variant, x, y, w, variant);
    y += variant * 1.35;
    drawRuns(doc, formatMoney(toPoisha(label.price), { symbol: currencySymbol }), x, y, w, price, true);
    y += price * 1.45;
    let png = images.get(label.barcode);
    if (!png) {
      png = await barcodeImage(label.barcode);
      images.set(label.barcode, png);
    }
    doc.image(png, x, y, { fit: [w, bottom - y], align: 'center' });
  }
  if (labels.length === 0) {
    doc.addPage();
    drawRuns(doc, 'No labels: the chosen products have no stock. Choose a number of labels instead.', 8, 8, doc.page.width - 16, layout === 'a4' ? 11 : 6);
  }
  doc.end();
  return bytes;
}
