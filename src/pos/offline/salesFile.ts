import type { QueuedSale } from './sale';

/** The file a till's waiting sales are exported to, to import on another device if the till dies (issue 25). */
export interface SalesFile {
  kind: 'pos-offline-sales';
  version: 1;
  exportedAt: string;
  sales: QueuedSale[];
}

export function salesFile(sales: QueuedSale[], now = new Date()): SalesFile {
  return { kind: 'pos-offline-sales', version: 1, exportedAt: now.toISOString(), sales };
}

const isSale = (value: unknown): value is QueuedSale => {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.number === 'string' &&
    /^S-[0-9]{6,}$/.test(s.number) &&
    typeof s.device === 'string' &&
    typeof s.soldAt === 'string' &&
    typeof s.seq === 'number' &&
    typeof s.idempotencyKey === 'string' &&
    typeof s.order === 'object' &&
    s.order !== null &&
    typeof s.receipt === 'object'
  );
};

/** The sales of an exported file; null when the text is not one. */
export function readSalesFile(text: string): QueuedSale[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const file = parsed as Partial<SalesFile>;
  if (file?.kind !== 'pos-offline-sales' || !Array.isArray(file.sales) || !file.sales.every(isSale)) return null;
  return file.sales;
}
