import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendCsv } from './csv';
import { stampedFileName } from './job';
import { englishWords, type ExportWords } from './language';
import { sendPdf } from './pdf';
import { statementRows } from './rows';
import type { ExportTable } from './table';

/** One column of a statement's export, in the select list's order. */
export interface StatementColumn {
  /** The header, in English: it is put through the requester's words (language.ts) like a field's label. */
  label: string;
  /** Figures: aligned right in a PDF and never escaped against formulas in a CSV. */
  numeric?: boolean;
  /**
   * The cell's text from the value at this column's position (and the whole
   * row, for a cell made of several values). Without it: the value as text,
   * empty for null. Values arrive as the driver reads them: integers as
   * numbers, numeric and bigint as text, dates and times as PostgreSQL's text
   * (format them in SQL or here), booleans as booleans.
   */
  text?: (value: unknown, row: unknown[], words: ExportWords) => string;
}

export interface StatementExport {
  type: 'csv' | 'pdf';
  /**
   * ONE statement, written with Drizzle's `sql` template (parameters bound,
   * never pasted in), selecting the columns in the order of `columns`, in the
   * order the file lists them. It is read through a cursor a batch at a time
   * (server/db/cursor.ts), so the file may be as long as the data.
   */
  statement: SQL;
  columns: StatementColumn[];
  /** The file's name before its time stamp and extension: `profit-loss` → `profit-loss_202611271305.csv`. */
  fileName: string;
  /** The PDF's title, in English (put through `words`). */
  title: string;
  /** The requester's language: `exportWords(req.headers['accept-language'])`. English when absent. */
  words?: ExportWords;
}

/**
 * Export the rows of a statement as CSV or PDF, streamed to the reply: the
 * same writers as every resource's export, so the same formula escaping,
 * Bangla headers, byte-order mark, page layout and memory budget. A report's
 * route calls it after checking its permission and reading its filters:
 *
 *   return exportStatement(app, reply, {
 *     type: req.params.type,                       // 'csv' | 'pdf'
 *     statement: sql`select day, net_sales from ... where day between ${from} and ${to} order by day`,
 *     columns: [
 *       { label: 'Day' },
 *       { label: 'Net Sales', numeric: true, text: (v) => toTakaString(Number(v)) },
 *     ],
 *     fileName: 'profit-loss',
 *     title: 'Profit/Loss',
 *     words: exportWords(req.headers['accept-language']),
 *   });
 *
 * Keep a PDF to about five columns (PDF_MAX_FIELDS for resources): each
 * gets an equal share of the page. A statement the database refuses is an
 * error reply, not a broken file (the first batch is read before answering).
 */
export async function exportStatement(app: FastifyInstance, reply: FastifyReply, spec: StatementExport) {
  const words = spec.words ?? englishWords;
  const { timeZone, shopName } = app.shop;
  const texts = spec.columns.map((c) => c.text ?? ((value: unknown) => (value === null || value === undefined ? '' : String(value))));
  async function* lines(): AsyncGenerator<string[][]> {
    for await (const batch of statementRows(app.db, spec.statement)) {
      yield batch.map((row) => texts.map((text, i) => text(row[i], row, words)));
    }
  }
  const table: ExportTable = { header: spec.columns.map((c) => words(c.label)), numeric: spec.columns.map((c) => c.numeric === true), lines: lines() };
  const file = stampedFileName(spec.fileName, timeZone, spec.type);
  return spec.type === 'csv' ? sendCsv(reply, file, table) : sendPdf(reply, file, table, { title: words(spec.title), shopName, timeZone, words });
}
