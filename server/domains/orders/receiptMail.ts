import { formatDateTime } from '../../../common/dates';
import { formatMoney, toPoisha } from '../../../common/money';
import { pdfBytes } from '../../engine/export/pdfBytes';
import { invoiceFileName } from '../../../common/invoices';
import { invoicePdf, invoiceTotals, type InvoiceData } from './invoicePdf';
import { sellerLines } from './sellerLines';

export interface ReceiptMail {
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * The emailed receipt: the lines and totals as plain text (any mail reader
 * shows it) and the sale invoice PDF attached, the same one the order page prints.
 */
export async function receiptMail(data: InvoiceData): Promise<ReceiptMail> {
  const money = (taka: number) => formatMoney(toPoisha(taka), { symbol: data.currencySymbol });
  const lines = data.lines.map((l) => {
    const name = l.variantName ? `${l.name} (${l.variantName})` : l.name;
    return `${name}: ${l.qty} × ${money(l.unitPrice)} = ${money(l.totalPrice)}`;
  });
  const text = [
    `Dear ${data.customerName},`,
    '',
    `Thank you for shopping at ${data.seller.shopName}. Your receipt for order ${data.number} of ${formatDateTime(data.createdAt, data.timeZone)}:`,
    '',
    ...lines,
    '',
    ...invoiceTotals(data).map(([label, value]) => `${label}: ${value}`),
    '',
    'The invoice is attached as a PDF.',
    '',
    data.seller.shopName,
    ...sellerLines(data.seller),
    ...(data.seller.receiptFooter ? ['', data.seller.receiptFooter] : []),
  ].join('\n');
  const filename = invoiceFileName('invoice', data.number);
  return {
    subject: `${data.seller.shopName}: receipt for order ${data.number}`,
    text,
    attachments: [{ filename, content: await pdfBytes(await invoicePdf(data)), contentType: 'application/pdf' }],
  };
}
