import type { FastifyPluginAsync } from 'fastify';
import { MAX_LABELS, type LabelRequest } from '../../../common/productImport';
import { permission } from '../../../common/permissions';
import { fieldError } from '../../engine/errors';
import { errorResponses } from '../../engine/errorSchema';
import { isUuid } from '../../engine/listQuery';
import { labelSheet, labelsFor } from './labels';

/** What products need beside the generic calls: the barcode label sheet (and the CSV import). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LabelRequest }>(
    '/labels',
    {
      config: { auth: permission('products', 'export') },
      schema: {
        tags: ['products'],
        summary: 'A PDF sheet of barcode labels for the chosen products: one per unit in stock, or `count` of each',
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: {
            ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000 },
            count: { type: 'integer', minimum: 1, maximum: MAX_LABELS },
          },
        },
        response: errorResponses,
      },
    },
    async (req, reply) => {
      if (!req.body.ids.every(isUuid)) throw fieldError('ids', 'must be product ids');
      const labels = await labelsFor(app.db.db, req.body.ids, req.body.count);
      const pdf = await labelSheet(labels, app.store.currencySymbol);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="labels_${Date.now()}.pdf"`)
        .send(pdf);
    },
  );
};
