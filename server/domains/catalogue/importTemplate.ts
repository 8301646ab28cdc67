import { asc } from 'drizzle-orm';
import type { ImportColumnInfo } from '../../../common/wire/catalogue';
import type { Db } from '../../db/client';
import { categories } from '../schema';
import type { CompiledResource } from '../../engine/compile';
import type { FieldDecl } from '../../engine/declaration';
import { childColumnLabel, childExportFields } from '../../engine/export/childColumns';
import { csvLines } from '../../engine/export/csv';
import type { ExportWords } from '../../engine/export/language';
import { NEW_PRODUCT_DEFAULTS } from './importPlan';

interface TemplateColumn extends ImportColumnInfo {
  field: FieldDecl;
  child?: FieldDecl;
}

/**
 * The columns the import reads (importPlan.ts `columnsOf` takes the same
 * fields), in the declaration's order, headed as the products export heads
 * them in the requester's language. Required: what a new product is refused
 * without, less what the import fills in itself (status, cost), and the SKU
 * column that matches a line to a product.
 */
function templateColumns(res: CompiledResource, words: ExportWords): TemplateColumn[] {
  return res.decl.fields.flatMap((field): TemplateColumn[] => {
    if (res.children.includes(field)) {
      return childExportFields(field).map((child) => ({
        header: childColumnLabel(field, child, words),
        key: `${field.key}.${child.key}`,
        required: false,
        variation: true,
        field,
        child,
      }));
    }
    if (!res.writable.includes(field) && !res.links.includes(field)) return [];
    const required = field.key === 'sku' || (field.required === true && !(field.key in NEW_PRODUCT_DEFAULTS));
    return [{ header: words(field.label), key: field.key, required, variation: false, field }];
  });
}

/** What `GET products/import/columns` answers. */
export function importColumns(res: CompiledResource, words: ExportWords): ImportColumnInfo[] {
  return templateColumns(res, words).map(({ header, key, required, variation }) => ({ header, key, required, variation }));
}

/** The example product's cells the declaration has no default for; the category is the shop's first. */
const EXAMPLE: Record<string, string> = { name: 'Example Product', sku: 'EXAMPLE-001', price: '1200.00', cost: '800.00', stock: '10' };

/**
 * `GET products/import/template`: a CSV (UTF-8 with a byte-order mark, as the
 * export writes it) with every column the import reads and one example simple
 * product, made of the declaration's defaults and a few typical values, that
 * a dry run accepts as it is: its category is one of the shop's.
 */
export async function importTemplate(db: Db, res: CompiledResource, words: ExportWords): Promise<string> {
  const columns = templateColumns(res, words);
  const [category] = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name)).limit(1);
  const example = (column: TemplateColumn): string => {
    const { field } = column;
    if (column.variation) return '';
    if (field.key === 'name') return words(EXAMPLE.name);
    if (field.key in EXAMPLE) return EXAMPLE[field.key];
    if (field.key === 'category') return category?.name ?? '';
    const value = field.default;
    if (typeof value === 'boolean') return words(value ? 'Yes' : 'No');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const numeric = (column: TemplateColumn) => ['number', 'currency'].includes((column.child ?? column.field).type);
  return `\uFEFF${csvLines([columns.map((c) => c.header)])}${csvLines([columns.map(example)], columns.map(numeric))}`;
}
