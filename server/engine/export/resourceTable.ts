import { columnLabel } from '../../../common/fieldFlag';
import { attachChildren } from '../children';
import type { FieldDecl } from '../declaration';
import { readPath } from '../paths';
import { childColumnLabel, childExportFields } from './childColumns';
import { cellText, isNumeric, referenceNames, type ExportJob } from './job';
import { englishWords } from './language';
import { resourceRows } from './rows';
import type { ExportTable } from './table';

/**
 * A resource's export as a table: the chosen fields' cells, streamed from one
 * statement (rows.ts), with referenced records' names looked up per batch.
 * A child list (a product's variations: at most one, CSV only) makes one
 * line per entry with the record's own cells repeated (childColumns.ts).
 * `symbol` writes amounts with the currency sign (a printed table).
 */
export function resourceTable(job: ExportJob, chosen: FieldDecl[], opts: { symbol?: string } = {}): ExportTable {
  const fields = chosen.filter((f) => !f.child);
  const list = chosen.find((f) => f.child);
  const entryFields = list ? childExportFields(list) : [];
  const timeZone = job.app.shop.timeZone;
  const words = job.words ?? englishWords;
  // Headed as the list's column and the export dialog's checkbox are (a flagged switch: "Marketing SMS").
  const header = [...fields.map((f) => words(columnLabel(f))), ...(list ? entryFields.map((c) => childColumnLabel(list, c, words)) : [])];
  const numeric = [...fields.map(isNumeric), ...entryFields.map(isNumeric)];
  async function* lines(): AsyncGenerator<string[][]> {
    const names = new Map<string, string>();
    for await (const batch of resourceRows(job, chosen)) {
      await referenceNames(job, fields, batch, names);
      if (list) await attachChildren(job.app.db.db, [list], batch, job.params.swap?.children);
      const ctx = { names, timeZone, words, symbol: opts.symbol };
      const out: string[][] = [];
      for (const row of batch) {
        const own = fields.map((f) => cellText(f, readPath(row, f.key), ctx));
        if (!list) {
          out.push(own);
          continue;
        }
        const entries = (row[list.key] as Record<string, unknown>[] | undefined) ?? [];
        if (entries.length === 0) out.push([...own, ...entryFields.map(() => '')]);
        for (const entry of entries) out.push([...own, ...entryFields.map((c) => cellText(c, entry[c.key], ctx))]);
      }
      yield out;
    }
  }
  return { header, numeric, lines: lines() };
}
