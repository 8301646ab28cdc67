/**
 * The product CSV import and the label sheet (issue 8): their paths and
 * limits, shared by the server's endpoints and the admin app's dialogs; the
 * shapes are common/wire/catalogue.ts.
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
/** `GET`: the columns the import reads, headed in the requester's language. */
export const PRODUCT_IMPORT_COLUMNS_PATH = 'products/import/columns';
/** `GET`: a CSV of every column the import reads, headed in the requester's language, with one example product. */
export const PRODUCT_IMPORT_TEMPLATE_PATH = 'products/import/template';
export const PRODUCT_LABELS_PATH = 'products/labels';

export const LABEL_LAYOUTS = ['a4', 'roll-38x25'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** Most labels one request prints (a sheet per 1,000 labels is already 25 pages). */
export const MAX_LABELS = 5000;
