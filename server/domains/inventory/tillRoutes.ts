import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ItemLocations, TillLocations } from '../../../common/wire/inventory';
import { queryRows } from '../../db/rows';
import { locations } from '../schema';
import { errorsFor } from '../../engine/errorSchema';
import { notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';

const tags = ['inventory'];

const ItemParams = Type.Object({ itemId: Type.String({ description: 'A variant’s id, or a product’s without variants' }) });

/**
 * What the till asks of the inventory (issue 21): the locations it may sell
 * from, for a user who may switch, and where else an item a line is short of
 * is in stock.
 */
export const tillInventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = () => app.db.db;

  app.get(
    '/till-locations',
    {
      config: { auth: 'pos:switch-location' },
      schema: {
        tags,
        summary: 'The active locations a till may sell from (the main one first), for a user who may switch (pos:switch-location)',
        response: { 200: TillLocations, ...errorsFor(401, 403) },
      },
    },
    async () => {
      const rows = await db()
        .select({ _id: locations.id, name: locations.name })
        .from(locations)
        .where(eq(locations.isActive, true))
        .orderBy(asc(locations.createdAt), asc(locations.id));
      return rows;
    },
  );

  app.get(
    '/item/:itemId/locations',
    {
      config: { auth: 'pos:use' },
      schema: {
        tags,
        summary: 'Where an item is in stock: the active locations that hold some, most first (the till shows it beside a line that is short)',
        params: ItemParams,
        response: { 200: ItemLocations, ...errorsFor(401, 403, 404) },
      },
    },
    async (req) => {
      const { itemId } = req.params;
      if (!isUuid(itemId)) throw notFound('Item');
      // An item is a variant, or a product that has none (a variable product's stock is its variants').
      const rows = await queryRows<{ known: boolean; id: string | null; name: string | null; kind: 'shop' | 'warehouse' | null; stock: number | null }>(
        db(),
        sql`select exists (select 1 from product_variants where id = ${itemId})
                or exists (select 1 from products where id = ${itemId} and type <> 'variable') as known,
                l.id, l.name, l.kind, sl.stock
              from (select 1) one
              left join stock_levels sl on sl.item_id = ${itemId} and sl.stock > 0
              left join locations l on l.id = sl.location_id and l.is_active
              order by sl.stock desc nulls last, l.name`,
      );
      if (!rows[0]?.known) throw notFound('Item');
      return {
        itemId,
        locations: rows
          .filter((r) => r.id !== null)
          .map((r) => ({ _id: r.id as string, name: r.name as string, kind: r.kind ?? 'shop', stock: Number(r.stock) })),
      };
    },
  );
};
