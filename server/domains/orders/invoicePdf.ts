import { formatDateTime } from '../../../common/dates';
import { formatMoney, toPoisha, type Poisha } from '../../../common/money';
import { orderBalance } from '../../../common/orderBalance';
import type { VatBase } from '../../../common/pricing';
import type { Address } from '../../../common/wire/address';
import type { OrderExchange } from '../../../common/wire/orders';
import { exchangeBalance } from '../../../common/exchangeBalance';
import { PAYMENT_METHOD_LABELS } from '../../../common/orders';
import type { PrintedShop } from '../../../common/wire/shop';
import { BENGALI, BENGALI_FONT_FILE, drawText, LATIN, latinSafe, splitRuns } from '../../engine/export/pdfText';
import { pdfTable } from '../../engine/export/pdfTable';
import { sellerLines } from './sellerLines';
import { newPdfDocument } from '../../engine/export/pdfDocument';

export interface InvoiceLine {
  name: string;
  variantName: string | null;
  qty: number;
  returnedQty: number;
  /** The listed unit price before the product's own discount; null on orders from before issue 19. */
  listPrice?: number | null;
  unitPrice: number;
  totalPrice: number;
  /** VAT % of the line and its VAT in taka, as stored at the sale. */
  vatRate: number;
  vat: number;
}

export interface InvoiceData {
  /** The shop as the settings print it: name, address, phone, BIN, trade licence, header and footer. */
  seller: PrintedShop;
  currencySymbol: string;
  timeZone: string;
  number: string;
  createdAt: Date;
  status: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  address: Address | null;
  cashierName: string | null;
  lines: InvoiceLine[];
  subTotal: number;
  vat: number;
  shipping: number;
  discount: number;
  /** Cash rounding, part of `total` (0 when none). */
  rounding: number;
  total: number;
  paid: number;
  refunded: number;
  /** What the lines' VAT was charged on, as the order stored it at the sale (never today's setting). */
  vatBase: VatBase;
  /** The exchange this order is the new side of (issue 36): what was given back, and how the balance was settled. */
  exchange: OrderExchange | null;
}

const MARGIN = 48;

/** The totals block of an invoice and of the emailed receipt, label and amount, in order. */
export function invoiceTotals(data: InvoiceData): [string, string][] {
  const money = (taka: number) => formatMoney(toPoisha(taka), { symbol: data.currencySymbol });
  const of = (amount: Poisha) => formatMoney(amount, { symbol: data.currencySymbol });
  const balance = orderBalance({ total: toPoisha(data.total), paid: toPoisha(data.paid), refunded: toPoisha(data.refunded) });
  // After a return, paid − refunded = net paid and payable after returns − net paid = due (issue 36).
  const returned: [string, string][] =
    balance.refunded > 0
      ? [
          ['Refunded', of(balance.refunded)],
          ['Net paid', of(balance.netPaid)],
          ['Payable after returns', of(balance.payable)],
        ]
      : [];
  return [
    ['Sub Total', money(data.subTotal)],
    // Said only on the base that is not the spec's default, so the common invoice reads as it always has.
    [data.vatBase === 'discounted' ? 'VAT (+) after discount' : 'VAT (+)', money(data.vat)],
    ['Shipping (+)', money(data.shipping)],
    ['Discount (-)', money(data.discount)],
    ...(toPoisha(data.rounding) !== 0 ? ([['Rounding', money(data.rounding)]] as [string, string][]) : []),
    ['Net Payable', money(data.total)],
    ['Paid', of(balance.taken)],
    ...returned,
    ['Due', of(balance.due)],
    ...exchangeTotals(data, of),
  ];
}

/** An exchange's side of the totals (issue 36): what came back, and the balance the customer or the shop paid. */
function exchangeTotals(data: InvoiceData, of: (amount: Poisha) => string): [string, string][] {
  if (!data.exchange) return [];
  const settled = exchangeBalance(data.exchange);
  const balance: [string, string] =
    settled.kind === 'paid'
      ? ['Balance paid by the customer', of(settled.amount)]
      : settled.kind === 'refunded'
        ? [`Balance paid back (${PAYMENT_METHOD_LABELS[settled.method]})`, of(settled.amount)]
        : ['Even exchange', of(settled.amount)];
  return [['Returned in exchange (-)', of(toPoisha(data.exchange.returnedValue))], balance];
}

/**
 * The sale invoice as an A4 PDF (`POST orders/export/invoice`): the shop, the
 * order, the customer, each line with what was returned, and the totals, with
 * ৳ and Bangla drawn in Noto Sans Bengali (pdfText.ts).
 */
export async function invoicePdf(data: InvoiceData): Promise<PDFKit.PDFDocument> {
  const doc = await newPdfDocument({ size: 'A4', margin: MARGIN, info: { Title: `Invoice ${data.number}` } });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  const money = (taka: number) => formatMoney(toPoisha(taka), { symbol: data.currencySymbol });
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;

  doc.fontSize(18);
  drawText(doc, data.seller.shopName, MARGIN, y, width * 0.7, true, 'left');
  doc.fontSize(12);
  drawText(doc, 'INVOICE', MARGIN, y + 4, width, true, 'right');
  y += 24;
  doc.fontSize(10);
  for (const line of sellerLines(data.seller)) y = drawText(doc, line, MARGIN, y, width * 0.7, false, 'left');
  if (data.seller.receiptHeader) y = drawText(doc, data.seller.receiptHeader, MARGIN, y + 6, width, false, 'left');
  y += 14;
  const meta = [
    `Invoice no: ${data.number}`,
    `Date: ${formatDateTime(data.createdAt, data.timeZone)}`,
    `Status: ${data.status}`,
    ...(data.cashierName ? [`Cashier: ${data.cashierName}`] : []),
  ];
  const billTo = [
    data.customerName,
    ...(data.customerPhone ? [data.customerPhone] : []),
    ...(data.customerEmail ? [data.customerEmail] : []),
    ...(data.address
      ? [data.address.street, [data.address.city, data.address.state, data.address.postalCode].filter(Boolean).join(', '), data.address.country ?? ''].filter(
          Boolean,
        )
      : []),
  ];
  drawText(doc, 'Bill to', MARGIN, y, width / 2, true, 'left');
  billTo.forEach((line, i) => drawText(doc, line, MARGIN, y + 14 * (i + 1), width / 2, false, 'left'));
  meta.forEach((line, i) => drawText(doc, line, MARGIN + width / 2, y + 14 * i, width / 2, false, 'right'));
  y += 14 * (Math.max(billTo.length + 1, meta.length) + 1);

  const table = pdfTable(doc, MARGIN, width, [
    { title: 'Item', share: 0.36, align: 'left' },
    { title: 'Qty', share: 0.1, align: 'right' },
    { title: 'Returned', share: 0.12, align: 'right' },
    // Wide enough for the listed price struck through beside the price charged.
    { title: 'Unit price', share: 0.24, align: 'right' },
    { title: 'Total', share: 0.18, align: 'right' },
  ]);
  y = table.header(y);
  for (const line of data.lines) {
    if (y > doc.page.height - MARGIN - 140) {
      doc.addPage();
      y = MARGIN;
    }
    if (line.listPrice != null && toPoisha(line.listPrice) > toPoisha(line.unitPrice)) {
      const charged = money(line.unitPrice);
      drawStruck(doc, money(line.listPrice), table.rightOf(3) - 2 - textWidth(doc, charged) - 8, y);
    }
    y = table.row(
      [
        line.variantName ? `${line.name} (${line.variantName})` : line.name,
        String(line.qty),
        line.returnedQty > 0 ? String(line.returnedQty) : '',
        money(line.unitPrice),
        money(line.totalPrice),
      ],
      y,
    );
  }
  y = table.close(y);
  if (data.exchange) y = givenBack(doc, data.exchange, money, y + 10, width);
  const totals = invoiceTotals(data);
  for (const [label, value] of totals) {
    // Wide enough for an exchange's longest label, "Balance paid back (Store credit)", on one line.
    drawText(doc, label, MARGIN + width * 0.4, y, width * 0.4, label === 'Net Payable', 'left');
    drawText(doc, value, MARGIN + width * 0.8, y, width * 0.2, label === 'Net Payable', 'right');
    y += 16;
  }
  y += 16;
  drawText(doc, data.seller.receiptFooter || 'Thank you for shopping with us.', MARGIN, y, width, false, 'left');
  doc.end();
  return doc;
}

/** The lines given back in the exchange that made this order, under its own heading naming the sale they came from. */
function givenBack(doc: PDFKit.PDFDocument, exchange: OrderExchange, money: (taka: number) => string, top: number, width: number): number {
  let y = drawText(doc, `Given back in exchange ${exchange.number}, from invoice ${exchange.orderNumber}`, MARGIN, top, width, true, 'left') + 4;
  const table = pdfTable(doc, MARGIN, width, [
    { title: 'Item', share: 0.58, align: 'left' },
    { title: 'Qty', share: 0.12, align: 'right' },
    { title: 'Value', share: 0.3, align: 'right' },
  ]);
  y = table.header(y);
  for (const line of exchange.returnedLines) {
    y = table.row([line.variantName ? `${line.name} (${line.variantName})` : line.name, String(line.qty), money(line.amount)], y);
  }
  return table.close(y);
}

/** The listed price before the product's discount, grey and struck through, ending at `right`. */
function drawStruck(doc: PDFKit.PDFDocument, text: string, right: number, y: number): void {
  const w = textWidth(doc, text) + 4;
  doc.fillColor('#777777');
  drawText(doc, text, right - w, y, w, false, 'right');
  doc
    .moveTo(right - w + 2, y + 4)
    .lineTo(right, y + 4)
    .strokeColor('#777777')
    .stroke();
  doc.fillColor('#000000').strokeColor('#000000');
}

/** The width of a text as drawText sets it (Latin runs in Helvetica, Bangla and ৳ in Noto Sans Bengali). */
function textWidth(doc: PDFKit.PDFDocument, text: string): number {
  return splitRuns(text).reduce((w, run) => w + doc.font(run.bengali ? BENGALI : LATIN).widthOfString(run.bengali ? run.text : latinSafe(run.text)), 0);
}
