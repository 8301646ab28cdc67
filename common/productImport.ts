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
/** `GET`: the columns the import reads ({@link ImportColumnInfo}[]), headed in the requester's language. */
export const PRODUCT_IMPORT_COLUMNS_PATH = 'products/import/columns';
/** `GET`: a CSV of every column the import reads, headed in the requester's language, with one example product. */
export const PRODUCT_IMPORT_TEMPLATE_PATH = 'products/import/template';
export const PRODUCT_LABELS_PATH = 'products/labels';

/** One problem in the file: where it is, the column, what is wrong. */
export interface ImportRowError {
  /** The line of the file, as a text editor or spreadsheet numbers it: the header is line 1. */
  line: number;
  /** The 1-based data row (the header is row 0); kept for clients that read it, `line` is what people see. */
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

/** One column the import reads, as the template heads it and the import dialog lists it. */
export interface ImportColumnInfo {
  /** The export's header in the requester's language; the English header and `key` are read too. */
  header: string;
  /** The field (`sku`), or the variation's field (`variations.price`). */
  key: string;
  /** A new product is refused without it (SKU: the column that matches products). */
  required: boolean;
  /** A cell of a variation's line (a product with variations has a line per variation). */
  variation: boolean;
}

export interface LabelRequest {
  ids: string[];
  /** Labels of each product or variant; absent means one per unit in stock. */
  count?: number;
  /** The paper: an A4 sheet (default) or a roll of 38 × 25 mm labels. */
  layout?: LabelLayout;
}

/** Most labels one request prints (a sheet per 1,000 labels is already 25 pages). */
export const MAX_LABELS = 5000;
