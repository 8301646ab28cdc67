import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs one of poppler's tools on the PDF an answer carries, through a file of its own (they read files, not pipes, for PDFs). */
function readPdf(tool: 'pdftotext' | 'pdfinfo', bytes: Buffer, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-answer-'));
  try {
    const file = join(dir, 'answer.pdf');
    writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it: in raw order (Bangla comes back from its ActualText marks), or laid out as printed. */
export const pdfText = (bytes: Buffer, options: { layout?: boolean } = {}) => readPdf('pdftotext', bytes, options.layout ? ['-layout'] : []);

/** pdfinfo's answer: page size, title. */
export const pdfInfo = (bytes: Buffer) => readPdf('pdfinfo', bytes, []);
