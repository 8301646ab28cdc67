import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '../../../common/dates';
import { LABEL_LAYOUTS, MAX_LABELS, type LabelRequest } from '../../../common/productImport';
import { permission } from '../../../common/permissions';
import { fieldError, msg } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { exportWords } from '../../engine/export/language';
import { isUuid } from '../../engine/uuid';
import { importProducts } from './import';
import { importColumns, importTemplate } from './importTemplate';
import { labelSheet, labelsFor } from './labels';

/** The import's report: lines to create and update, and every problem by line of the file and column. */
const importReport = {
  type: 'object',
  properties: {
    dryRun: { type: 'boolean' },
    create: { type: 'integer', description: 'Lines of the file that make new products or variations' },
    update: { type: 'integer', description: 'Lines matched by SKU to a product or one of its variations' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer', description: 'The line of the file (the header is line 1)' },
          row: { type: 'integer', description: 'The data row (the header is row 0); `line` is what to show people' },
          column: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
};

/** What products need beside the generic calls: the barcode label sheet and the CSV import with its columns and template. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const products = () => {
    const res = app.registry.get('products');
    if (!res) throw new Error('products are not declared');
    return res;
  };

  app.post<{ Querystring: { dryRun?: string } }>(
    '/import',
    {
      config: { auth: permission('products', 'create') },
      schema: {
        tags: ['products'],
        summary: 'Import products from a CSV in the export\'s columns (multipart field `file`): ?dryRun=true reports, otherwise applies in one transaction or not at all',
        description:
          'Answers the report. Applying a file with problems writes nothing and answers 400 with the same report beside `statusCode`, `error` and `message`. Each problem names the line of the file (`line`, the header is line 1) and the column.',
        querystring: { type: 'object', properties: { dryRun: { type: 'string', enum: ['true', 'false'] } } },
        response: { 200: importReport },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw fieldError('file', 'send the CSV as multipart/form-data');
      const file = await req.file({ limits: { fileSize: 20 * 1024 * 1024 } });
      if (!file || file.fieldname !== 'file') throw fieldError('file', msg('required'));
      const csv = await file.toBuffer();
      const res = products();
      const apply = req.query.dryRun !== 'true';
      const actor = { userId: (req.user as { sub?: string } | undefined)?.sub, ip: req.ip };
      // A row the database still refuses while applying (a race) is a 4xx from mapDbError, and nothing is kept.
      const report = await importProducts(app.db.db, res, csv, apply, actor);
      if (apply && report.errors.length > 0) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `${report.errors.length} problems in the file: nothing was imported`, ...report });
      }
      return report;
    },
  );

  app.get(
    '/import/columns',
    {
      config: { auth: permission('products', 'create') },
      schema: {
        tags: ['products'],
        summary: 'The columns the CSV import reads, headed as the export heads them in the Accept-Language (`bn`: Bangla)',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { header: { type: 'string' }, key: { type: 'string' }, required: { type: 'boolean' }, variation: { type: 'boolean' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (req) => importColumns(products(), exportWords(req.headers['accept-language'])),
  );

  app.get(
    '/import/template',
    {
      config: { auth: permission('products', 'create') },
      schema: {
        tags: ['products'],
        summary: 'A CSV template for the import: every column it reads (headers in the Accept-Language) and one example product a dry run accepts',
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const csv = await importTemplate(app.db.db, products(), exportWords(req.headers['accept-language']));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="products_import_template.csv"')
        .send(csv);
    },
  );

  app.post<{ Body: LabelRequest }>(
    '/labels',
    {
      config: { auth: permission('products', 'export') },
      schema: {
        tags: ['products'],
        summary: 'A PDF of barcode labels for the chosen products: one per unit in stock, or `count` of each; on A4 sheets or a label roll (`layout`)',
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: {
            ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000 },
            count: { type: 'integer', minimum: 1, maximum: MAX_LABELS },
            layout: {
              type: 'string',
              enum: [...LABEL_LAYOUTS],
              default: 'a4',
              description: '`a4`: sheets of 3 × 8 labels of 70 × 37 mm. `roll-38x25`: for a label printer, each page one 38 × 25 mm label',
            },
          },
        },
        response: errorResponses,
      },
    },
    async (req, reply) => {
      if (!req.body.ids.every(isUuid)) throw fieldError('ids', 'must be product ids');
      const labels = await labelsFor(app.db.db, req.body.ids, req.body.count);
      const pdf = await labelSheet(labels, app.store.currencySymbol, req.body.layout ?? 'a4');
      // Named like the exports: labels_{yyyymmddHHMM}.pdf in the store's time zone.
      const stamp = formatDateTime(new Date(), app.store.timeZone).replace(/[-: ]/g, '').slice(0, 12);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="labels_${stamp}.pdf"`)
        .send(pdf);
    },
  );
};
