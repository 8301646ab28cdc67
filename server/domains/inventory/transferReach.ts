import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { Viewer } from '../../engine/declaration';
import { ApiError, msg, notFound } from '../../engine/errors';
import { holdsNow } from '../../engine/access';
import { ANY_LOCATION, ownLocation } from './locations';
import { isUuid } from '../../engine/uuid';

type Need = 'read' | 'act' | 'receive';

/**
 * Who may do what with a transfer (issue 34), for its calls that are not the
 * engine's (the transfers resource's location scope is the same rule): its
 * origin's and its destination's staff read it (else 404) and send or cancel
 * it (else 403); only the destination's receive it (else 403). Someone with
 * orders:any-location does all of it anywhere. An unknown transfer is 404.
 */
export async function reachTransfer(db: Db, id: string, viewer: Viewer, need: Need): Promise<void> {
  if (!isUuid(id)) throw notFound('Transfer');
  const [row] = await queryRows<{ from_id: string; to_id: string; own: string; any: boolean }>(
    db,
    sql`select t.from_location_id as from_id, t.to_location_id as to_id, ${ownLocation(viewer)} as own, ${holdsNow(viewer, ANY_LOCATION)} as any
      from transfers t where t.id = ${id}`,
  );
  if (!row) throw notFound('Transfer');
  if (row.any) return;
  const ours = row.own === row.from_id || row.own === row.to_id;
  if (!ours && need === 'read') throw notFound('Transfer');
  if (!ours) throw new ApiError(403, msg('other_location'));
  if (need === 'receive' && row.own !== row.to_id) throw new ApiError(403, msg('transfer_not_destination'));
}
