import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { readPath } from '../records';
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
  const fields = exportFields(job);
  const timeZone = job.app.store.timeZone;
  // Read the first batch before answering, so a bad filter is still a 400 and not a broken download.
  const batches = exportBatches(job);
  const first = await batches.next();
  async function* lines() {
    yield `\uFEFF${fields.map((f) => csvCell(f.label, false)).join(',')}\r\n`;
    let step = first;
    while (!step.done) {
      const names = await referenceNames(job, fields, step.value);
      let chunk = '';
      for (const row of step.value) {
        chunk += `${fields.map((f) => csvCell(cellText(f, readPath(row, f.key), { names, timeZone }), isNumeric(f))).join(',')}\r\n`;
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
