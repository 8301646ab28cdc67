/**
 * What the file writers (csv.ts, pdf.ts) take: a header and lines of cells,
 * already text in the requester's language, a batch at a time. Resources
 * (resourceTable.ts) and reports (statement.ts) both make one.
 */
export interface ExportTable {
  header: string[];
  /** Column i holds figures: aligned right in a PDF, never escaped against formulas in a CSV. */
  numeric: boolean[];
  /** Lines of cells, a batch at a time. Ending it early (a client that left) must close what it reads from. */
  lines: AsyncGenerator<string[][]>;
}
