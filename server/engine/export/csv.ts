import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { exportFields, exportFileName, type ExportJob } from './job';
import { resourceTable } from './resourceTable';
import type { ExportTable } from './table';

/**
 * A cell a spreadsheet would run as a formula (= + - @, a leading tab or
 * carriage return, and their full-width forms) gets an apostrophe before it,
 * so it shows as text (OWASP "CSV injection"; the rule csv-stringify's
 * `escape_formulas` applies). Our figures arrive as text already formatted
 * ("-150.00", a return): a numeric column's cells are not escaped.
 */
const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A cell holding a quote, a comma or a line break is quoted, its quotes doubled (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

function csvCell(text: string, numeric: boolean): string {
  const value = !numeric && FORMULA.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value;
}

/**
 * Lines of CSV, each ended by CRLF; `numeric[i]` says column i holds figures
 * (never escaped). Written here rather than by csv-stringify: a 100,000-line
 * export spent most of its time in the library's per-cell options.
 */
export function csvLines(rows: string[][], numeric: boolean[] = []): string {
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i += 1) out += (i === 0 ? '' : ',') + csvCell(row[i], numeric[i] === true);
    out += '\r\n';
  }
  return out;
}

/**
 * A table as a CSV download: UTF-8 with a byte-order mark so Excel shows ৳
 * and Bangla, written a batch at a time as the client takes it. The first
 * batch is read before answering, so a bad filter or statement is still an
 * error reply and not a broken download. A client that leaves ends the
 * stream, which ends the table's lines (and closes their cursor).
 */
export async function sendCsv(reply: FastifyReply, fileName: string, table: ExportTable) {
  const first = await table.lines.next();
  async function* text() {
    try {
      yield `\uFEFF${csvLines([table.header])}`;
      let step = first;
      while (!step.done) {
        yield csvLines(step.value, table.numeric);
        step = await table.lines.next();
      }
    } finally {
      await table.lines.return(undefined);
    }
  }
  // Whatever happens to the reply (sent, or the client gone before the first byte), the rows' cursor is closed.
  reply.raw.once('close', () => void table.lines.return(undefined).catch(() => {}));
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
  return reply.send(Readable.from(text(), { objectMode: false }));
}

/** A resource's list (its search, filters and sort, or the selected ids) as CSV. */
export async function exportCsv(job: ExportJob, reply: FastifyReply) {
  const chosen = exportFields(job, undefined, { children: true });
  return sendCsv(reply, exportFileName(job, 'csv'), resourceTable(job, chosen));
}
