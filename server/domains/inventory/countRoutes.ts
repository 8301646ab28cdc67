import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountLinesInput, CountSheet, ScanInput } from '../../../common/wire/inventory';
import { errorsFor } from '../../engine/errorSchema';
import { cancelCount, confirmCount, countSheet, saveLines, scanOne } from './stockCounts';

/** Confirming a count changes stock: a permission of its own beside the engine's `stock-counts:edit`. */
export const COUNT_PERMISSIONS = ['stock-counts:confirm'];

const tags = ['stock-counts'];
const IdParams = Type.Object({ id: Type.String({ description: 'The count’s id (a uuid)' }) });

/**
 * A stock count's own calls, beside the engine's (making and listing counts,
 * server/domains/inventory/resources/stockCounts.ts): its lines with their differences, saving
 * what was counted, a scan, confirming and cancelling.
 */
export const countRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/sheet',
    {
      config: { auth: 'stock-counts:show' },
      schema: {
        tags,
        summary: 'A count with its lines: counted, the location’s figure now, and the difference',
        params: IdParams,
        response: { 200: CountSheet, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => countSheet(app.db.db, req.params.id),
  );

  app.put(
    '/:id/lines',
    {
      config: { auth: 'stock-counts:edit' },
      schema: {
        tags,
        summary: 'Save what was counted (replaces the lines of an open count)',
        params: IdParams,
        body: CountLinesInput,
        response: { 200: CountSheet, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await saveLines(app.db.db, req.params.id, req.body, req.user.sub);
      return countSheet(app.db.db, req.params.id);
    },
  );

  app.post(
    '/:id/scan',
    {
      config: { auth: 'stock-counts:edit' },
      schema: {
        tags,
        summary: 'One unit scanned: its item gets one more counted',
        params: IdParams,
        body: ScanInput,
        response: { 200: CountSheet, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await scanOne(app.db.db, req.params.id, req.body.code.trim());
      return countSheet(app.db.db, req.params.id);
    },
  );

  app.post(
    '/:id/confirm',
    {
      config: { auth: 'stock-counts:confirm' },
      schema: {
        tags,
        summary: 'Set each counted item’s figure at the location to what was counted (a count row of the ledger per difference); a second call changes nothing',
        params: IdParams,
        response: { 200: CountSheet, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => confirmCount(app.db.db, req.params.id, { userId: req.user.sub, ip: req.ip }),
  );

  app.post(
    '/:id/cancel',
    {
      config: { auth: 'stock-counts:edit' },
      schema: {
        tags,
        summary: 'Give up an open count (stock does not change)',
        params: IdParams,
        response: { 200: CountSheet, ...errorsFor(401, 403, 404, 409) },
      },
    },
    async (req) => cancelCount(app.db.db, req.params.id, { userId: req.user.sub, ip: req.ip }),
  );
};
