import type { AdjustInput, AdjustResult, MovementPage, MovementQuery } from '../../../common/wire/inventory';
import type { ApiDataProvider } from '../../dataProvider';

/** The inventory calls beyond the engine's list (issue 21), in one place. */
const at = (itemId: string, ...rest: string[]) => ['inventory', encodeURIComponent(itemId), ...rest].join('/');

export const movementsKey = (itemId: string, q: MovementQuery) => ['inventory', 'movements', itemId, q];

export function fetchMovements(dp: ApiDataProvider, itemId: string, q: MovementQuery): Promise<MovementPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== '') query.set(key, String(value));
  return dp.call<MovementPage>('GET', `${at(itemId, 'movements')}?${query.toString()}`);
}

export const adjustStock = (dp: ApiDataProvider, itemId: string, body: AdjustInput) => dp.call<AdjustResult>('POST', at(itemId, 'adjust'), body);
