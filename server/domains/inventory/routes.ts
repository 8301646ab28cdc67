import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AdjustInput, AdjustResult, MovementPage, MovementQuery, StockCheck } from '../../../common/wire/inventory';
import { queryRows } from '../../db/rows';
import { sql } from 'drizzle-orm';
import type { Viewer } from '../../engine/declaration';
import { errorsFor } from '../../engine/errorSchema';
import { fieldError, msg } from '../../engine/errors';
import { appendAudit } from '../audit';
import { itemHistory, itemOf } from './itemHistory';
import { stockMismatches, moveStock } from './ledger';
import { setFigures } from './setStock';

/** The permissions of the inventory calls that are not generic resource actions; the roles form offers them. */
export const INVENTORY_PERMISSIONS = ['inventory:check', 'inventory:adjust'];

const tags = ['inventory'];
const ItemParams = Type.Object({ id: Type.String({ description: 'The item: a variant’s id, or a product’s without variants' }) });

const viewerOf = (req: FastifyRequest): Viewer => ({ userId: req.user.sub, sessionId: req.user.sid });

/**
 * The inventory calls beside the generic list (`GET /api/inventory`, served
 * by the engine from server/domains/inventory/resources/inventory.ts): the stock check, an
 * item's movement history, and a manager's adjustment.
 */
export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // `GET /api/inventory/check-stock`: what `npm run check:stock` proves, asked of the running server
  // (the embedded database is opened by one process at a time, so while the server runs the command cannot open it).
  app.get(
    '/check-stock',
    {
      config: { auth: 'inventory:check' },
      schema: {
        tags,
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

  app.get(
    '/:id/movements',
    {
      config: { auth: 'inventory:list' },
      schema: {
        tags,
        summary: 'An item’s stock ledger, newest first, with the running balance (per location when one is chosen)',
        params: ItemParams,
        querystring: MovementQuery,
        response: { 200: MovementPage, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => itemHistory(app.db.db, req.params.id, req.query, viewerOf(req)),
  );

  app.post(
    '/:id/adjust',
    {
      config: { auth: 'inventory:adjust' },
      schema: {
        tags,
        summary: 'Set a location’s figure of an item, or add or take units, with a reason (an adjustment row of the ledger)',
        params: ItemParams,
        body: AdjustInput,
        response: { 200: AdjustResult, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const { locationId, mode, qty } = req.body;
      const reason = req.body.reason.trim();
      if (!reason) throw fieldError('reason', msg('required'));
      if (mode === 'set' && qty < 0) throw fieldError('qty', msg('negative'));
      if (mode === 'add' && qty === 0) throw fieldError('qty', msg('not_zero'));
      const item = await itemOf(app.db.db, req.params.id);
      const itemId = item.variantId ?? item.productId;
      const name = item.variant ? `${item.name} (${item.variant})` : item.name;
      return app.db.db.transaction(async (tx) => {
        const [place] = await queryRows<{ name: string }>(tx, sql`select name from locations where id = ${locationId} and is_active`);
        if (!place) throw fieldError('locationId', msg('unknown_location'));
        const movement = { kind: 'adjustment' as const, userId: req.user.sub, note: reason };
        let before: number;
        let change: number;
        if (mode === 'set') {
          const [set] = await setFigures(tx, [{ productId: item.productId, variantId: item.variantId, locationId, target: qty, name }], movement);
          before = set.before;
          change = set.difference;
        } else {
          // The conditional update of moveStock refuses taking more than the location holds (409).
          await moveStock(tx, { productId: item.productId, variantId: item.variantId, locationId, qty, name, ...movement });
          const [now] = await queryRows<{ stock: number }>(tx, sql`select stock from stock_levels where location_id = ${locationId} and item_id = ${itemId}`);
          before = Number(now.stock) - qty;
          change = qty;
        }
        await appendAudit(tx, {
          userId: req.user.sub,
          ip: req.ip,
          resource: 'inventory',
          recordId: itemId,
          action: 'adjust',
          label: name,
          changes: [
            { field: `stock at ${place.name}`, before, after: before + change },
            { field: 'reason', after: reason },
          ],
        });
        return { itemId, locationId, before, stock: before + change, change };
      });
    },
  );
};
