import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formatDateTime } from '../../../common/dates';
import { permission } from '../../../common/permissions';
import { ImportColumnInfo, ImportForm, ImportQuery, ImportRefused, ImportReport, LabelRequest } from '../../../common/wire/catalogue';
import { fieldError, msg } from '../../engine/errors';
import { errorsFor } from '../../engine/errorSchema';
import { exportWords } from '../../engine/export/language';
import { multipartBody } from '../uploads';
import { importProducts } from './import';
import { importColumns, importTemplate } from './importTemplate';
import { labelSheet, labelsFor } from './labels';

const tags = ['products'];

/** A file answered as an attachment. */
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } });

/** What products need beside the generic calls: the barcode label sheet and the CSV import with its columns and template. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = () => {
    const res = app.registry.get('products');
    if (!res) throw new Error('products are not declared');
    return res;
  };

  app.post(
    '/import',
    {
      config: { auth: permission('products', 'create') },
      schema: {
        tags,
        summary:
          "Import products from a CSV in the export's columns (multipart field `file`): ?dryRun=true reports, otherwise applies in one transaction or not at all",
        description:
          'Answers the report. Applying a file with problems writes nothing and answers 400 with the same report beside `statusCode`, `error` and `message`. Each problem names the line of the file (`line`, the header is line 1) and the column. A file over 20 MB is 413.',
        querystring: ImportQuery,
        body: multipartBody(ImportForm),
        response: { 200: ImportReport, 400: ImportRefused, ...errorsFor(401, 403, 409, 413) },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw fieldError('file', 'send the CSV as multipart/form-data');
      const upload = await req.file({ limits: { fileSize: 20 * 1024 * 1024 } });
      if (!upload || upload.fieldname !== 'file') throw fieldError('file', msg('required'));
      const csv = await upload.toBuffer();
      const res = products();
      const apply = req.query.dryRun !== 'true';
      const actor = { userId: (req.user as { sub?: string } | undefined)?.sub, ip: req.ip };
      // A row the database still refuses while applying (a race) is a 4xx from mapDbError, and nothing is kept.
      const report = await importProducts(app.db.db, res, csv, apply, actor);
      if (apply && report.errors.length > 0) {
        return reply
          .code(400)
          .send({ statusCode: 400, error: 'Bad Request', message: `${report.errors.length} problems in the file: nothing was imported`, ...report });
      }
      return report;
    },
  );

  app.get(
    '/import/columns',
    {
      config: { auth: permission('products', 'create') },
      schema: {
        tags,
        summary: 'The columns the CSV import reads, headed as the export heads them in the Accept-Language (`bn`: Bangla)',
        response: { 200: Type.Array(ImportColumnInfo), ...errorsFor(401, 403) },
      },
    },
    async (req) => importColumns(products(), exportWords(req.headers['accept-language'])),
  );

  app.get(
    '/import/template',
    {
      config: { auth: permission('products', 'create') },
      schema: {
        tags,
        summary: 'A CSV template for the import: every column it reads (headers in the Accept-Language) and one example product a dry run accepts',
        response: { 200: file('text/csv', 'products_import_template.csv'), ...errorsFor(401, 403) },
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

  app.post(
    '/labels',
    {
      config: { auth: permission('products', 'export') },
      schema: {
        tags,
        summary: 'A PDF of barcode labels for the chosen products: one per unit in stock, or `count` of each; on A4 sheets or a label roll (`layout`)',
        description: 'Ids that are no product print nothing; more than 5,000 labels at once is 400.',
        body: LabelRequest,
        response: { 200: file('application/pdf', 'labels_{yyyymmddHHMM}.pdf'), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const labels = await labelsFor(app.db.db, req.body.ids, req.body.count);
      const pdf = await labelSheet(labels, app.shop.currencySymbol, req.body.layout ?? 'a4');
      // Named like the exports: labels_{yyyymmddHHMM}.pdf in the shop's time zone.
      const stamp = formatDateTime(new Date(), app.shop.timeZone).replace(/[-: ]/g, '').slice(0, 12);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="labels_${stamp}.pdf"`).send(pdf);
    },
  );
};
