import { asc, inArray } from 'drizzle-orm';
import { BOOKED_STATUSES, COURIER_LABELS, isCourierName } from '../../../common/deliveryStatus';
import { formatMoney, toPoisha } from '../../../common/money';
import type { Db } from '../../db/client';
import { deliveries } from '../schema';
import { badRequest, fieldEntry, msg } from '../../engine/errors';
import { pdfBytes } from '../../engine/export/pdfBytes';
import { BENGALI, BENGALI_FONT_FILE, drawText } from '../../engine/export/pdfText';
import { newPdfDocument } from '../../engine/export/pdfDocument';
import { barcodePng } from '../../engine/export/barcodePng';

/** What one parcel label says. */
export interface ParcelLabel {
  orderNumber: string;
  courier: string;
  /** What the barcode holds: the courier's consignment id, else its tracking code, else the order number. */
  code: string;
  consignmentId: string | null;
  trackingCode: string | null;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  codAmount: number;
  itemDescription: string | null;
}

/** The booked deliveries among `ids` (a parcel not booked, or finished, has nothing to stick a label on), oldest first. */
export async function parcelLabelsFor(db: Db, ids: string[]): Promise<ParcelLabel[]> {
  const rows = await db.select().from(deliveries).where(inArray(deliveries.id, ids)).orderBy(asc(deliveries.createdAt), asc(deliveries.orderNumber));
  const booked = rows.filter((d) => (BOOKED_STATUSES as readonly string[]).includes(d.status));
  if (booked.length === 0) throw badRequest(msg('delivery_labels_none'), [fieldEntry('ids', msg('delivery_labels_none'))]);
  return booked.map((d) => ({
    orderNumber: d.orderNumber,
    courier: isCourierName(d.courier) ? COURIER_LABELS[d.courier] : d.courier,
    code: d.consignmentId || d.trackingCode || d.orderNumber,
    trackingCode: d.trackingCode,
    consignmentId: d.consignmentId,
    recipientName: d.recipientName,
    recipientPhone: d.recipientPhone,
    recipientAddress: d.recipientAddress,
    codAmount: d.codAmount,
    itemDescription: d.itemDescription,
  }));
}

const PT_PER_MM = 72 / 25.4;
/** Four A6 labels on an A4 sheet: the size couriers' pouches take. */
const PAGE: [number, number] = [210 * PT_PER_MM, 297 * PT_PER_MM];
const COLS = 2;
const ROWS = 2;
const PAD = 14;

/**
 * Parcel labels as one PDF (issue 22): per parcel the shop's name, the
 * recipient's name, address and phone, the amount to collect, the order
 * number, the courier and a Code 128 barcode of the consignment id (what
 * the courier's hub scans). Bangla and ৳ are set in Noto Sans Bengali a run
 * at a time (STACK.md trap 10).
 */
export async function parcelLabelsPdf(labels: ParcelLabel[], shopName: string, currencySymbol: string): Promise<Buffer> {
  const doc = await newPdfDocument({ size: PAGE, margin: 0, autoFirstPage: false });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  doc.info.Title = 'Parcel labels';
  const bytes = pdfBytes(doc);
  const cellW = PAGE[0] / COLS;
  const cellH = PAGE[1] / ROWS;
  for (const [i, label] of labels.entries()) {
    const slot = i % (COLS * ROWS);
    if (slot === 0) doc.addPage();
    const left = (slot % COLS) * cellW;
    const top = Math.floor(slot / COLS) * cellH;
    // A cutting guide around each label.
    doc
      .save()
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#999999')
      .rect(left + 4, top + 4, cellW - 8, cellH - 8)
      .stroke()
      .restore();
    const x = left + PAD;
    const w = cellW - 2 * PAD;
    let y = top + PAD;
    doc.fontSize(13);
    y = drawText(doc, shopName, x, y, w, true, 'left') + 2;
    doc.fontSize(9);
    y = drawText(doc, `Order ${label.orderNumber}  ·  ${label.courier}`, x, y, w, false, 'left') + 8;
    doc.fontSize(8);
    y = drawText(doc, 'To', x, y, w, false, 'left');
    doc.fontSize(12);
    y = drawText(doc, label.recipientName, x, y, w, true, 'left') + 1;
    doc.fontSize(10);
    y = drawText(doc, label.recipientPhone, x, y, w, false, 'left') + 1;
    y = drawText(doc, label.recipientAddress, x, y, w, false, 'left') + 8;
    doc.fontSize(14);
    y = drawText(doc, `COD ${formatMoney(toPoisha(label.codAmount), { symbol: currencySymbol })}`, x, y, w, true, 'left') + 6;
    if (label.itemDescription) {
      doc.fontSize(8);
      y = drawText(doc, label.itemDescription.length > 160 ? `${label.itemDescription.slice(0, 159)}…` : label.itemDescription, x, y, w, false, 'left') + 6;
    }
    const png = await barcodePng({ bcid: 'code128', text: label.code, scale: 3, height: 14, includetext: true, textxalign: 'center' });
    // The ids in words too, for a hub without a scanner and for anyone reading the PDF.
    const ids = [label.consignmentId ? `Consignment ${label.consignmentId}` : null, label.trackingCode ? `Tracking ${label.trackingCode}` : null].filter(
      (s): s is string => s !== null,
    );
    const bottom = top + cellH - PAD - (ids.length > 0 ? 14 : 0);
    doc.image(png, x, y, { fit: [w, Math.max(30, bottom - y)], align: 'center' });
    if (ids.length > 0) {
      doc.fontSize(9);
      drawText(doc, ids.join('   '), x, bottom + 2, w, false, 'center');
    }
  }
  doc.end();
  return bytes;
}
