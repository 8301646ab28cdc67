import type { AdjustInput, MovementPage, MovementQuery } from '../../../common/wire/inventory';
import type { ApiDataProvider } from '../../dataProvider';

// The inventory calls beyond the engine's list (issue 21), in one place; paths and shapes: common/wire/clientRoutes.ts.

export const movementsKey = (itemId: string, q: MovementQuery) => ['inventory', 'movements', itemId, q];

export function fetchMovements(dp: ApiDataProvider, itemId: string, q: MovementQuery): Promise<MovementPage> {
  return dp.request('GET /inventory/{id}/movements', { params: { id: itemId }, query: q });
}

export const adjustStock = (dp: ApiDataProvider, itemId: string, body: AdjustInput) =>
  dp.request('POST /inventory/{id}/adjust', { params: { id: itemId }, body });
