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

const BENGALI_RUN = /[\u0964\u0965\u0980-\u09FF]+/g;

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

/**
 * Bangla is drawn as shaped glyphs (a vowel sign before its consonant,
 * conjuncts), which text extraction (search, copy, pdftotext) reads back
 * scrambled. A text with Bangla in it is marked with what it says as
 * ActualText, so a PDF reader copies and finds the words as they were
 * written. One mark per text: readers (poppler) order several marks on one
 * line badly, and a mark may not hold another. A text whose only Bangla is
 * digits or ৳ (an amount) is not marked: poppler drops marked text set in
 * a table's right-aligned cells, and such glyphs read back as they are.
 */
/** Bangla letters and signs: shaped, so read back scrambled. Digits and ৳ are single glyphs that read back as they are. */
const SHAPED_BANGLA = /[\u0980-\u09E5\u09F0-\u09F2\u09F4-\u09FF]/;

export function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void): void {
  if (!SHAPED_BANGLA.test(text)) {
    draw();
    return;
  }
  doc.markContent('Span', { actual: text });
  draw();
  doc.endMarkedContent();
}

/**
 * Draw one cell's text, switching fonts between Latin and Bangla runs, and
 * answer the y below it (where the next line of a table may start).
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  bold: boolean,
  align: 'left' | 'right' | 'center',
): number {
  let bottom = y;
  withActualText(doc, text, () => {
    bottom = drawRuns(doc, text, x, y, width, bold, align);
  });
  return bottom;
}

function drawRuns(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, bold: boolean, align: 'left' | 'right' | 'center'): number {
  const runs = splitRuns(text);
  if (runs.length === 0) return y;
  const fontOf = (run: Run) => (run.bengali ? BENGALI : bold ? LATIN_BOLD : LATIN);
  const textOf = (run: Run) => (run.bengali ? run.text : latinSafe(run.text));
  if (runs.length === 1) {
    // One font: pdfkit wraps and aligns it.
    doc.font(fontOf(runs[0])).text(textOf(runs[0]), x, y, { width, align, lineBreak: true });
    return doc.y;
  }
  // Several fonts: pdfkit would align each continued run on its own, so the
  // words are measured, broken into lines here, and each line placed run by run.
  const widthOf = (run: Run) => doc.font(fontOf(run)).widthOfString(textOf(run));
  const space = doc.font(bold ? LATIN_BOLD : LATIN).widthOfString(' ');
  const lineHeight = Math.max(doc.font(LATIN).currentLineHeight(true), doc.font(BENGALI).currentLineHeight(true));
  // Each font would hang from the line's top at its own height: set both on one baseline instead.
  const baseline = Math.max(ascentOf(doc, LATIN), ascentOf(doc, BENGALI));
  let top = y;
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph
      .split(/ +/)
      .filter((word) => word !== '')
      .map((word) => {
        const parts = splitRuns(word);
        return { parts, width: parts.reduce((sum, run) => sum + widthOf(run), 0) };
      });
    const lines: (typeof words)[] = [];
    let line: typeof words = [];
    let used = 0;
    for (const word of words) {
      const needed = line.length === 0 ? word.width : used + space + word.width;
      if (line.length > 0 && needed > width) {
        lines.push(line);
        line = [word];
        used = word.width;
      } else {
        line.push(word);
        used = needed;
      }
    }
    lines.push(line);
    for (const words of lines) {
      const total = words.reduce((sum, word) => sum + word.width, 0) + space * Math.max(0, words.length - 1);
      let at = x + (align === 'right' ? width - total : align === 'center' ? (width - total) / 2 : 0);
      for (const word of words) {
        for (const run of word.parts) {
          doc.font(fontOf(run)).text(textOf(run), at, top + baseline, { lineBreak: false, baseline: 'alphabetic' });
          at += widthOf(run);
        }
        at += space;
      }
      top += lineHeight;
    }
  }
  doc.x = x;
  doc.y = top;
  return top;
}

/** How far a font's letters rise above the baseline at the current size (pdfkit keeps it on the font it has loaded). */
function ascentOf(doc: PDFKit.PDFDocument, font: string): number {
  doc.font(font);
  const loaded = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return (loaded._font.ascender / 1000) * loaded._fontSize;
}
