import { Type, type Static } from 'typebox';
import { LABEL_LAYOUTS, MAX_LABELS } from '../productImport';
import { ErrorBody, FieldErrorEntry } from './errors';
import { TextEnum, Uuid } from './values';

/**
 * The wire of the product CSV import and the label sheet (issue 8,
 * common/productImport.ts): the server's calls validate, answer and document
 * with these, the import and label dialogs take their types.
 */

/** One problem in the file: where it is, the column, what is wrong. */
export const ImportRowError = Type.Object({
  line: Type.Integer({ description: 'The line of the file, as a text editor or spreadsheet numbers it: the header is line 1' }),
  row: Type.Integer({ description: 'The data row (the header is row 0); `line` is what to show people' }),
  column: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

const reportFields = {
  dryRun: Type.Boolean(),
  create: Type.Integer({ description: 'Lines of the file whose SKU matches nothing: they make new products or variations' }),
  update: Type.Integer({ description: 'Lines matched by SKU (a product’s, or a variation’s among its product’s variants): they update what is there' }),
  errors: Type.Array(ImportRowError),
};

/** `POST products/import`'s answer: lines to create and update, and every problem by line of the file and column. */
export const ImportReport = Type.Object(reportFields);
export type ImportReport = Static<typeof ImportReport>;

/**
 * The 400 of the import: applying a file with problems answers the report
 * beside the error's fields; a request the server cannot read (no file, not
 * a CSV) answers the error alone, naming the field.
 */
export const ImportRefused = Type.Object({
  ...ErrorBody.properties,
  dryRun: Type.Optional(reportFields.dryRun),
  create: Type.Optional(reportFields.create),
  update: Type.Optional(reportFields.update),
  errors: Type.Optional(Type.Array(Type.Union([ImportRowError, FieldErrorEntry]), { description: 'The problems of the file, or the field that is wrong' })),
});

/** `POST products/import?dryRun=`: `true` reports only; otherwise the file is applied in one transaction, or not at all. */
export const ImportQuery = Type.Object({ dryRun: Type.Optional(TextEnum(['true', 'false'])) });

/** The multipart form of the import (documentation: the route reads the stream itself). */
export const ImportForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'The CSV, in the columns of the products export (GET products/import/columns)' }),
});

/** One column the import reads, as the template heads it and the import dialog lists it. */
export const ImportColumnInfo = Type.Object({
  header: Type.String({ description: 'The export’s header in the requester’s language; the English header and `key` are read too' }),
  key: Type.String({ description: 'The field (`sku`), or the variation’s field (`variations.price`)' }),
  required: Type.Boolean({ description: 'A new product is refused without it (SKU: the column that matches products)' }),
  variation: Type.Boolean({ description: 'A cell of a variation’s line (a product with variations has a line per variation)' }),
});
export type ImportColumnInfo = Static<typeof ImportColumnInfo>;

/** `POST products/labels`: a PDF of barcode labels. */
export const LabelRequest = Type.Object(
  {
    ids: Type.Array(Uuid({ description: 'A product' }), { minItems: 1, maxItems: 1000 }),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LABELS, description: 'Labels of each product or variant; absent, one per unit in stock' })),
    layout: Type.Optional(
      TextEnum(LABEL_LAYOUTS, {
        default: 'a4',
        description: '`a4`: sheets of 3 × 8 labels of 70 × 37 mm. `roll-38x25`: for a label printer, each page one 38 × 25 mm label',
      }),
    ),
  },
  { additionalProperties: false },
);
export type LabelRequest = Static<typeof LabelRequest>;
