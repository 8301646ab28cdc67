import bwipjs from 'bwip-js/node';
import { asc, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { isValidEan13 } from '../../../common/ean13';
import { formatMoney, parseTaka } from '../../../common/money';
import { MAX_LABELS } from '../../../common/productImport';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { badRequest, fieldEntry, msg } from '../../engine/errors';
import { BENGALI, BENGALI_FONT_FILE, LATIN, LATIN_BOLD, latinSafe, splitRuns } from '../../engine/export/pdfText';
import { pdfBytes } from '../../engine/export/pdfBytes';

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
          .select({ productId: productVariants.productId, name: productVariants.name, price: productVariants.price, barcode: productVariants.barcode, stock: productVariants.stock })
          .from(productVariants)
          .where(inArray(productVariants.productId, variable))
          .orderBy(asc(productVariants.productId), asc(productVariants.position));
  const labels: Label[] = [];
  const add = (label: Label, stock: number) => {
    const n = count ?? Math.max(0, stock);
    if (labels.length + n > MAX_LABELS) throw badRequest(`At most ${MAX_LABELS} labels can be printed at once; choose fewer products or a count`, [fieldEntry('count', msg('too_many_labels', { max: MAX_LABELS }))]);
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
  if (isValidEan13(code)) return bwipjs.toBuffer({ bcid: 'ean13', text: code, scale: 3, height: 10, includetext: true });
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 10, includetext: true, textxalign: 'center' });
}

// A4 sheet of 3 × 8 labels, 70 × 37 mm each (the common sticker sheet).
const COLS = 3;
const ROWS = 8;
const PT_PER_MM = 72 / 25.4;
const LABEL_W = 70 * PT_PER_MM;
const LABEL_H = 37 * PT_PER_MM;

/** Text in Helvetica with Bangla and ৳ in Noto Sans Bengali, one run at a time (the export's font rule). */
function drawRuns(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, bold = false): void {
  doc.fontSize(size);
  const runs = splitRuns(text);
  runs.forEach((run, i) => {
    doc.font(run.bengali ? BENGALI : bold ? LATIN_BOLD : LATIN);
    const opts = { width, continued: i < runs.length - 1, lineBreak: false, ellipsis: true, height: size * 1.3 };
    const t = run.bengali ? run.text : latinSafe(run.text);
    if (i === 0) doc.text(t, x, y, opts);
    else doc.text(t, opts);
  });
}

/** The label sheet as a PDF. */
export async function labelSheet(labels: Label[], currencySymbol: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  doc.info.Title = 'Barcode labels';
  const bytes = pdfBytes(doc);
  const images = new Map<string, Buffer>();
  for (const [i, label] of labels.entries()) {
    const slot = i % (COLS * ROWS);
    if (slot === 0) doc.addPage();
    const pageW = doc.page.width;
    const marginX = (pageW - COLS * LABEL_W) / 2;
    const marginY = (doc.page.height - ROWS * LABEL_H) / 2;
    const x = marginX + (slot % COLS) * LABEL_W + 8;
    const y = marginY + Math.floor(slot / COLS) * LABEL_H + 6;
    const w = LABEL_W - 16;
    drawRuns(doc, label.name, x, y, w, 9, true);
    if (label.variant) drawRuns(doc, label.variant, x, y + 12, w, 8);
    const price = parseTaka(label.price) ?? 0;
    drawRuns(doc, formatMoney(price, { symbol: currencySymbol }), x, y + 23, w, 10, true);
    let png = images.get(label.barcode);
    if (!png) {
      png = await barcodeImage(label.barcode);
      images.set(label.barcode, png);
    }
    doc.image(png, x, y + 37, { fit: [w, LABEL_H - 49], align: 'center' });
  }
  if (labels.length === 0) {
    doc.addPage();
    drawRuns(doc, 'No labels: the chosen products have no stock. Choose a number of labels instead.', 40, 40, 500, 11);
  }
  doc.end();
  return bytes;
}
