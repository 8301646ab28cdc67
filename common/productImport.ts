/**
 * The wire shapes of the product CSV import and the label sheet (issue 8),
 * shared by the server's endpoints and the admin app's dialogs.
 *
 * Import: `POST /api/products/import?dryRun=true|false`, multipart with the
 * CSV in the field `file` (the columns of the products CSV export). A dry run
 * writes nothing; applying writes every row in one transaction, or nothing
 * (400 with the same report) when any row is invalid.
 *
 * Labels: `POST /api/products/labels` with `{ ids, count?, layout? }` answers
 * a PDF: one label per unit in stock (per variant of a variable product), or
 * `count` labels of each product / variant when given; on an A4 sheet of
 * 3 × 8 labels (`a4`, the default) or on a label printer's roll, one label a
 * page of the label's size (`roll-38x25`: 38 × 25 mm).
 */

export const PRODUCT_IMPORT_PATH = 'products/import';
export const PRODUCT_LABELS_PATH = 'products/labels';

/** One problem in the file: its 1-based data row (the header is row 0), the column, what is wrong. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** Lines of the file whose SKU matches nothing: they make new products or variations. */
  create: number;
  /** Lines matched by SKU (a product's, or a variation's among its product's variants): they update what is there. */
  update: number;
  errors: ImportRowError[];
}

export const LABEL_LAYOUTS = ['a4', 'roll-38x25'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

export interface LabelRequest {
  ids: string[];
  /** Labels of each product or variant; absent means one per unit in stock. */
  count?: number;
  /** The paper: an A4 sheet (default) or a roll of 38 × 25 mm labels. */
  layout?: LabelLayout;
}

/** Most labels one request prints (a sheet per 1,000 labels is already 25 pages). */
export const MAX_LABELS = 5000;
