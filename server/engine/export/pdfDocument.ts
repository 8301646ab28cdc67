/**
 * pdfkit (with fontkit and its font tables) is loaded when the server makes its
 * first PDF, not at start: it is about 25 MB a server that prints nothing would
 * hold for good (issue 40, docs/benchmarks.md › The server's footprint).
 */
let pdfkit: Promise<typeof import('pdfkit')> | undefined;

export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  const PDFDocument = await pdfkit;
  return new PDFDocument(options);
}
