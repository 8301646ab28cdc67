import { drawText } from './pdfText';

export interface PdfColumn {
  title: string;
  /** The column's share of the table's width. */
  share: number;
  align: 'left' | 'right' | 'center';
}

/**
 * A document's table of lines (an invoice's items, a purchase order's): a grey header, then rows whose
 * cells wrap inside their column, each row starting below the tallest cell of the one before. Each call
 * takes the y to draw at and answers the y below what it drew.
 */
export function pdfTable(doc: PDFKit.PDFDocument, left: number, width: number, columns: readonly PdfColumn[]) {
  const row = (cells: readonly string[], y: number, bold = false): number => {
    let x = left;
    let bottom = y;
    cells.forEach((text, i) => {
      bottom = Math.max(bottom, drawText(doc, text, x + 2, y, columns[i].share * width - 4, bold, columns[i].align));
      x += columns[i].share * width;
    });
    return Math.max(y + 18, bottom + 6);
  };
  const header = (y: number): number => {
    doc
      .rect(left, y - 4, width, 18)
      .fill('#eeeeee')
      .fillColor('#000000');
    return row(
      columns.map((c) => c.title),
      y,
      true,
    );
  };
  /** The rule under the last row, and the gap before what follows it. */
  const close = (y: number): number => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
    return y + 8;
  };
  /** Where the column `i` ends on the page. */
  const rightOf = (i: number): number => left + columns.slice(0, i + 1).reduce((sum, c) => sum + c.share, 0) * width;
  return { row, header, close, rightOf };
}
