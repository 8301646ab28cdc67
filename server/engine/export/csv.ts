import { stringify, type Options } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { attachChildren } from '../children';
import { readPath } from '../paths';
import { childColumnLabel, childExportFields } from './childColumns';
import { englishWords } from './language';
import { cellText, exportBatches, exportFields, exportFileName, isNumeric, referenceNames, type ExportJob } from './job';

/**
 * csv-stringify quotes, and with `escape_formulas` puts an apostrophe before a
 * cell a spreadsheet would run as a formula (= + - @, a leading tab or
 * carriage return, and their full-width forms), so it shows as text. Our
 * figures arrive as text already formatted ("-150.00", a return), which it
 * would escape too: a numeric column's cells are told not to be.
 */
function csvOptions(numeric: boolean[]): Options {
  return {
    escape_formulas: true,
    record_delimiter: '\r\n',
    cast: { string: (value, { index }) => (numeric[index] ? { value, escape_formulas: false } : value) },
  };
}

/** Lines of CSV, each ended by CRLF; `numeric[i]` says column i holds figures (never escaped). */
export function csvLines(rows: string[][], numeric: boolean[] = []): string {
  return stringify(rows, csvOptions(numeric));
}

/** UTF-8 with a byte-order mark so Excel shows ৳ and Bangla; streamed a batch at a time. */
export async function exportCsv(job: ExportJob, reply: FastifyReply) {
  const chosen = exportFields(job, undefined, { children: true });
  const fields = chosen.filter((f) => !f.child);
  // At most one child list: its entries make the lines (childColumns.ts).
  const list = chosen.find((f) => f.child);
  const entryFields = list ? childExportFields(list) : [];
  const timeZone = job.app.shop.timeZone;
  const words = job.words ?? englishWords;
  // Read the first batch before answering, so a bad filter is still a 400 and not a broken download.
  const batches = exportBatches(job);
  const first = await batches.next();
  const numeric = [...fields.map(isNumeric), ...entryFields.map(isNumeric)];
  async function* lines() {
    const header = [...fields.map((f) => words(f.label)), ...(list ? entryFields.map((c) => childColumnLabel(list, c, words)) : [])];
    yield `\uFEFF${csvLines([header])}`;
    let step = first;
    while (!step.done) {
      const names = await referenceNames(job, fields, step.value);
      if (list) await attachChildren(job.app.db.db, [list], step.value, job.params.view?.children);
      const records: string[][] = [];
      for (const row of step.value) {
        const own = fields.map((f) => cellText(f, readPath(row, f.key), { names, timeZone, words }));
        const entries = list ? ((row[list.key] as Record<string, unknown>[] | undefined) ?? []) : [];
        if (entries.length === 0) records.push([...own, ...entryFields.map(() => '')]);
        for (const entry of entries) records.push([...own, ...entryFields.map((c) => cellText(c, entry[c.key], { names, timeZone, words }))]);
      }
      yield csvLines(records, numeric);
      step = await batches.next();
    }
  }
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(job, 'csv')}"`);
  return reply.send(Readable.from(lines()));
}
