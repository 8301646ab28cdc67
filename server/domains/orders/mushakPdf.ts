import type { InvoiceLanguage } from '../../../common/invoices';
import { BENGALI, BENGALI_FONT_FILE, drawText } from '../../engine/export/pdfText';
import type { InvoiceData } from './invoicePdf';
import { mushakFigures, mushakWriter, type MushakLine } from './mushakFigures';
import type { MushakWord } from './mushakWords';
import { newPdfDocument } from '../../engine/export/pdfDocument';

export interface MushakOptions {
  lang: InvoiceLanguage;
  /** A registered buyer's BIN, when they gave one. */
  buyerBin?: string;
}

const MARGIN = 36;
const PAD = 3;

/** The eleven columns of the form, in its order, as shares of the page's width. */
const COLUMNS: { word: MushakWord; share: number; align: 'left' | 'right' | 'center' }[] = [
  { word: 'serial', share: 0.045, align: 'center' },
  { word: 'description', share: 0.205, align: 'left' },
  { word: 'unitOfSupply', share: 0.06, align: 'center' },
  { word: 'quantity', share: 0.06, align: 'right' },
  { word: 'unitPrice', share: 0.09, align: 'right' },
  { word: 'value', share: 0.1, align: 'right' },
  { word: 'sdRate', share: 0.07, align: 'right' },
  { word: 'sd', share: 0.08, align: 'right' },
  { word: 'vatRate', share: 0.08, align: 'right' },
  { word: 'vat', share: 0.095, align: 'right' },
  { word: 'withTaxes', share: 0.115, align: 'right' },
];

/**
 * The VAT invoice of a sale in the layout of the NBR's form Mushak-6.3 (কর
 * চালানপত্র), A4 landscape, in English or Bangla: the seller's name, BIN and
 * address; the buyer's name, BIN and address; number, date and time of issue;
 * per line the serial, description, unit, quantity, unit price, value,
 * supplementary duty, VAT rate, VAT and the price with them; the totals, what
 * the order adds or takes off, and the signature block. Bangla is set in Noto
 * Sans Bengali and marked with its text, so it copies and searches as written.
 */
export async function mushakPdf(data: InvoiceData, options: MushakOptions): Promise<PDFKit.PDFDocument> {
  const w = mushakWriter(options.lang, data.timeZone);
  const doc = await newPdfDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `${w.word('form')} ${data.number}` } });
  doc.registerFont(BENGALI, BENGALI_FONT_FILE);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const figures = mushakFigures(data);
  let y = MARGIN;

  // The form's head: its number boxed at the right, the issuing authority and the title centred.
  doc.fontSize(10);
  const formWidth = 90;
  doc.rect(MARGIN + width - formWidth, y - 4, formWidth, 20).stroke();
  drawText(doc, w.word('form'), MARGIN + width - formWidth, y, formWidth, true, 'center');
  y = drawText(doc, w.word('government'), MARGIN, y, width, false, 'center');
  y = drawText(doc, w.word('nbr'), MARGIN, y, width, false, 'center');
  doc.fontSize(14);
  y = drawText(doc, w.word('title'), MARGIN, y + 4, width, true, 'center');
  doc.fontSize(9);
  y = drawText(doc, w.word('rule'), MARGIN, y, width, false, 'center') + 10;

  // Who sells, to whom, and this invoice's number and time.
  const address = data.address
    ? [data.address.street, data.address.city, data.address.state, data.address.postalCode, data.address.country].filter(Boolean).join(', ')
    : '';
  const left: [MushakWord, string][] = [
    ['sellerName', data.seller.shopName],
    ['sellerBin', data.seller.vatRegistration ?? ''],
    ['issueAddress', (data.seller.address ?? '').replace(/\s*\r?\n\s*/g, ', ')],
    ['buyerName', data.customerName],
    ['buyerBin', options.buyerBin ?? ''],
    ['destination', address],
  ];
  const right: [MushakWord, string][] = [
    ['invoiceNo', data.number],
    ['issueDate', w.date(data.createdAt)],
    ['issueTime', w.time(data.createdAt)],
    ['vehicle', ''],
  ];
  doc.fontSize(10);
  const field = (rows: [MushakWord, string][], x: number, span: number) => {
    let at = y;
    for (const [word, value] of rows) at = drawText(doc, `${w.word(word)}: ${value || '—'}`, x, at, span, false, 'left') + 2;
    return at;
  };
  y = Math.max(field(left, MARGIN, width * 0.62), field(right, MARGIN + width * 0.66, width * 0.34)) + 8;

  // The table: a row is as tall as its tallest cell; cells are drawn, then their borders.
  const xs = COLUMNS.reduce<number[]>((acc, c, i) => [...acc, acc[i] + c.share * width], [MARGIN]);
  const row = (cells: string[], bold: boolean, aligns = COLUMNS.map((c) => c.align)) => {
    const tops = y;
    const heights = cells.map((text, i) => drawText(doc, text, xs[i] + PAD, tops + PAD, xs[i + 1] - xs[i] - 2 * PAD, bold, aligns[i]) - tops);
    const h = Math.max(...heights) + PAD;
    cells.forEach((_, i) => doc.rect(xs[i], tops, xs[i + 1] - xs[i], h).stroke());
    y = tops + h;
  };
  const header = () => {
    doc.fontSize(8);
    row(
      COLUMNS.map((c) => w.word(c.word)),
      true,
      COLUMNS.map(() => 'center'),
    );
    row(
      COLUMNS.map((_, i) => w.number(i + 1)),
      false,
      COLUMNS.map(() => 'center'),
    );
    doc.fontSize(9);
  };
  const cellsOf = (line: MushakLine) => [
    w.number(line.serial),
    line.description,
    w.word('piece'),
    w.number(line.qty),
    w.amount(line.unitPrice),
    w.amount(line.value),
    w.percent(line.sdRate),
    w.amount(line.sd),
    w.percent(line.vatRate),
    w.amount(line.vat),
    w.amount(line.withTaxes),
  ];
  header();
  for (const line of figures.lines) {
    if (y > bottom - 60) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    row(cellsOf(line), false);
  }
  const t = figures.totals;
  row([w.word('total'), '', '', '', '', w.amount(t.value), '', w.amount(t.sd), '', w.amount(t.vat), w.amount(t.withTaxes)], true);

  // What the VAT was charged on (issue 33): the value of supply after the discount, or the price before it.
  if (figures.base) {
    y += 4;
    doc.fontSize(9);
    y = drawText(doc, w.base(figures.base), MARGIN, y, width, false, 'left');
  }
  // An exchange (issue 36): the goods above are the new supply, those of the earlier invoice came back.
  if (figures.exchange) {
    y += 4;
    doc.fontSize(9);
    y = drawText(doc, w.fill('exchangeNote', figures.exchange), MARGIN, y, width, false, 'left');
  }

  // What the order adds or takes off after the goods, to the amount payable.
  y += 6;
  if (y > bottom - 140) {
    doc.addPage();
    y = MARGIN;
  }
  const labelX = xs[7];
  for (const r of figures.below) {
    drawText(doc, w.fill(r.word, r.args), labelX, y, xs[10] - labelX - PAD, r.bold === true, 'right');
    y = drawText(doc, w.amount(r.amount), xs[10] + PAD, y, xs[11] - xs[10] - 2 * PAD, r.bold === true, 'right') + 3;
  }

  // Signature block and the form's footnote.
  y += 16;
  doc.fontSize(10);
  const signature: [MushakWord, string][] = [
    ['officer', data.cashierName ?? ''],
    ['designation', ''],
    ['signature', ''],
    ['seal', ''],
  ];
  for (const [word, value] of signature) y = drawText(doc, `${w.word(word)}: ${value || '____________________'}`, MARGIN, y, width * 0.6, false, 'left') + 4;
  doc.fontSize(8);
  drawText(doc, w.word('footnote'), MARGIN, y + 6, width, false, 'left');
  doc.end();
  return doc;
}
