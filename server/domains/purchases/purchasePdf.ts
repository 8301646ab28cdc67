import { formatDateTime } from '../../../common/dates';
import { formatMoney, lineTotal, poisha, toPoisha, type Poisha } from '../../../common/money';
import type { PurchaseDetail } from '../../../common/wire/purchases';
import type { PrintedShop } from '../../../common/wire/shop';
import { BENGALI, BENGALI_FONT_FILE, drawText } from '../../engine/export/pdfText';
import { pdfTable } from '../../engine/export/pdfTable';
import { sellerLines } from '../orders';
import { newPdfDocument } from '../../engine/export/pdfDocument';

const MARGIN = 48;

/** `PO_P-000012_202611261830.pdf`. */
export const purchasePdfName = (number: string, stamp: string) => `PO_${number}_${stamp}.pdf`;

/**
 * A purchase order to send to the supplier, A4 (`GET purchases/{id}/pdf`):
 * the shop as the settings print it, the supplier, where to deliver, each
 * line with its SKU, quantity, unit cost and amount, and the total, in the
 * invoice's style (Bangla and ৳ in Noto Sans Bengali, pdfText.ts).
 */
export async function purchasePdf(p: PurchaseDetail, shop: { seller: PrintedShop; currencySymbol: string; timeZone: string }): Promise<PDFKit.PDFDocument> {
  const doc = await newPdfDocument({ size: 'A4', margin: MARGIN, info: { Title: `Purchase order ${p.number}` } });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  const money = (amount: Poisha) => formatMoney(amount, { symbol: shop.currencySymbol });
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;

  doc.fontSize(18);
  drawText(doc, shop.seller.shopName, MARGIN, y, width * 0.6, true, 'left');
  doc.fontSize(12);
  drawText(doc, 'PURCHASE ORDER', MARGIN, y + 4, width, true, 'right');
  y += 24;
  doc.fontSize(10);
  for (const line of sellerLines(shop.seller)) y = drawText(doc, line, MARGIN, y, width * 0.6, false, 'left');
  y += 14;

  const meta = [
    `Purchase no: ${p.number}`,
    `Date: ${formatDateTime(new Date(p.orderedAt ?? p.createdAt), shop.timeZone)}`,
    `Status: ${p.status.replace(/-/g, ' ')}`,
  ];
  const supplier = [p.supplier.name, ...(p.supplier.phone ? [p.supplier.phone] : []), ...(p.supplier.address ? p.supplier.address.split(/\r?\n/) : [])];
  const deliver = [p.location.name, ...(p.location.address ? p.location.address.split(/\r?\n/) : [])];
  // Three blocks side by side; a long address wraps, and the table starts below the tallest.
  const block = (title: string | null, lines: string[], x: number, w: number, align: 'left' | 'right') => {
    let bottom = title ? drawText(doc, title, x, y, w, true, align) : y;
    for (const line of lines) bottom = drawText(doc, line, x, bottom, w, false, align);
    return bottom;
  };
  y =
    Math.max(
      block('Supplier', supplier, MARGIN, width / 3 - 8, 'left'),
      block('Deliver to', deliver, MARGIN + width / 3, width / 3 - 8, 'left'),
      block(null, meta, MARGIN + (2 * width) / 3, width / 3, 'right'),
    ) + 16;

  const table = pdfTable(doc, MARGIN, width, [
    { title: '#', share: 0.05, align: 'left' },
    { title: 'Item', share: 0.37, align: 'left' },
    { title: 'SKU', share: 0.18, align: 'left' },
    { title: 'Qty', share: 0.1, align: 'right' },
    { title: 'Unit cost', share: 0.14, align: 'right' },
    { title: 'Amount', share: 0.16, align: 'right' },
  ]);
  y = table.header(y);
  let total = 0;
  p.lines.forEach((line, i) => {
    if (y > doc.page.height - MARGIN - 100) {
      doc.addPage();
      y = MARGIN;
    }
    const unit = toPoisha(line.unitCost);
    const amount = lineTotal(unit, line.qty);
    total += amount;
    y = table.row(
      [String(i + 1), line.variantName ? `${line.name} (${line.variantName})` : line.name, line.sku ?? '', String(line.qty), money(unit), money(amount)],
      y,
    );
  });
  y = table.close(y);
  drawText(doc, 'Total', MARGIN + width * 0.6, y, width * 0.2, true, 'left');
  drawText(doc, money(poisha(total)), MARGIN + width * 0.8, y, width * 0.2, true, 'right');
  y += 30;
  if (p.note) y = drawText(doc, `Note: ${p.note}`, MARGIN, y, width, false, 'left') + 10;
  drawText(doc, 'Please deliver the goods above to the address given and quote the purchase number on your invoice.', MARGIN, y, width, false, 'left');
  doc.end();
  return doc;
}
