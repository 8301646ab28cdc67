import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StockCheck } from '../../../common/wire/inventory';
import { errorsFor } from '../../engine/errorSchema';
import { stockMismatches } from './ledger';

/** The permissions of the inventory calls; the roles form offers them. */
export const INVENTORY_PERMISSIONS = ['inventory:check'];

/**
 * `GET /api/inventory/check-stock`: what `npm run check:stock` proves, asked of
 * the running server. The embedded database is opened by one process at a
 * time, so while the server runs the command cannot open it; the server can.
 */
export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/check-stock',
    {
      config: { auth: 'inventory:check' },
      schema: {
        tags: ['inventory'],
        summary: 'Whether every stock figure equals the sum of its ledger movements (npm run check:stock, through the server)',
        response: { 200: StockCheck, ...errorsFor(401, 403) },
      },
    },
    async () => {
      const [mismatches, count] = await Promise.all([
        stockMismatches(app.db.db),
        app.db.raw('select count(*)::int as n from stock_movements') as Promise<{ n: number }[]>,
      ]);
      return { ok: mismatches.length === 0, movements: count[0].n, mismatches };
    },
  );
};
