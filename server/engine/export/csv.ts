import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { attachChildren } from '../children';
import { readPath } from '../records';
import { childColumnLabel, childExportFields } from './childColumns';
import { englishWords } from './language';
import { cellText, exportBatches, exportFields, exportFileName, isNumeric, referenceNames, type ExportJob } from './job';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or
 * carriage return) gets a leading apostrophe, so it shows as text.
 */
export function csvCell(text: string, numeric: boolean): string {
  const safe = !numeric && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte-order mark so Excel shows ৳ and Bangla; streamed a batch at a time. */
export async function exportCsv(job: ExportJob, reply: FastifyReply) {
  const chosen = exportFields(job, undefined, { children: true });
  const fields = chosen.filter((f) => !f.child);
  // At most one child list: its entries make the lines (childColumns.ts).
  const list = chosen.find((f) => f.child);
  const entryFields = list ? childExportFields(list) : [];
  const timeZone = job.app.store.timeZone;
  const words = job.words ?? englishWords;
  // Read the first batch before answering, so a bad filter is still a 400 and not a broken download.
  const batches = exportBatches(job);
  const first = await batches.next();
  async function* lines() {
    const header = [...fields.map((f) => words(f.label)), ...(list ? entryFields.map((c) => childColumnLabel(list, c, words)) : [])];
    yield `\uFEFF${header.map((h) => csvCell(h, false)).join(',')}\r\n`;
    let step = first;
    while (!step.done) {
      const names = await referenceNames(job, fields, step.value);
      if (list) await attachChildren(job.app.db.db, [list], step.value);
      let chunk = '';
      for (const row of step.value) {
        const own = fields.map((f) => csvCell(cellText(f, readPath(row, f.key), { names, timeZone, words }), isNumeric(f)));
        const entries = list ? ((row[list.key] as Record<string, unknown>[] | undefined) ?? []) : [];
        if (entries.length === 0) {
          chunk += `${[...own, ...entryFields.map(() => '')].join(',')}\r\n`;
          continue;
        }
        for (const entry of entries) {
          const cells = entryFields.map((c) => csvCell(cellText(c, entry[c.key], { names, timeZone, words }), isNumeric(c)));
          chunk += `${[...own, ...cells].join(',')}\r\n`;
        }
      }
      yield chunk;
      step = await batches.next();
    }
  }
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(job, 'csv')}"`);
  return reply.send(Readable.from(lines()));
}
