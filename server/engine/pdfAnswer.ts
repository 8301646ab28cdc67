/** A route's answer that is a PDF file, as the API document describes it. */
export const pdfAnswer = (description: string) => ({ description, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });
