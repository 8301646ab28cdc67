import { createRequire } from 'node:module';

/**
 * No single font has both Latin letters and ৳ (STACK trap 10): Latin text is
 * set in Helvetica, Bangla letters, digits and ৳ in Noto Sans Bengali, a run
 * at a time.
 */
const require = createRequire(import.meta.url);
export const BENGALI_FONT_FILE = require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff');

export const LATIN = 'Helvetica';
export const LATIN_BOLD = 'Helvetica-Bold';
export const BENGALI = 'Bengali';

const BENGALI_RUN = /[\u0980-\u09FF]+/g;

export interface Run {
  text: string;
  bengali: boolean;
}

/** `৳ 1,200.00` → `[{text:'৳', bengali:true}, {text:' 1,200.00', bengali:false}]`. */
export function splitRuns(text: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const m of text.matchAll(BENGALI_RUN)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), bengali: false });
    runs.push({ text: m[0], bengali: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bengali: false });
  return runs;
}

/** Helvetica's encoding is WinAnsi: other characters (outside Bangla) would print as garbage. */
export function latinSafe(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\n]/g, '?');
}

/** Draw one cell's text, switching fonts between Latin and Bangla runs. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, bold: boolean, align: 'left' | 'right') {
  const runs = splitRuns(text);
  if (runs.length === 0) return;
  const fontOf = (run: Run) => (run.bengali ? BENGALI : bold ? LATIN_BOLD : LATIN);
  const textOf = (run: Run) => (run.bengali ? run.text : latinSafe(run.text));
  if (align === 'right' && runs.length > 1) {
    // pdfkit aligns each continued run on its own: measure the whole line and place the runs one after another.
    const widths = runs.map((run) => doc.font(fontOf(run)).widthOfString(textOf(run)));
    const total = widths.reduce((a, b) => a + b, 0);
    if (total <= width) {
      let at = x + width - total;
      runs.forEach((run, i) => {
        doc.font(fontOf(run)).text(textOf(run), at, y, { lineBreak: false });
        at += widths[i];
      });
      return;
    }
  }
  doc.x = x;
  doc.y = y;
  runs.forEach((run, i) => {
    doc.font(fontOf(run));
    const opts = { width, align, continued: i < runs.length - 1, lineBreak: true };
    if (i === 0) doc.text(textOf(run), x, y, opts);
    else doc.text(textOf(run), opts);
  });
}
