import type { AreaMapRequest } from '../../../common/wire/deliveries';

export type AreaCourier = AreaMapRequest['courier'];
export const AREA_COURIERS: readonly AreaCourier[] = ['pathao', 'redx'];

/** The courier's ids a mapping holds (Pathao's city, zone and area; RedX's area), any of them not chosen yet. */
export interface MappedIds {
  city?: number;
  zone?: number;
  area?: number;
  areaId?: number;
}

/** Where the mapping editor starts: a row's mapping, an unmapped place, or nothing. */
export interface MappingStart {
  courier?: AreaCourier;
  district?: string;
  thana?: string;
  areas?: MappedIds;
}

const isCourier = (value: unknown): value is AreaCourier => value === 'pathao' || value === 'redx';
const idOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** A list row of courier-area-map as the editor starts from it: its `areaIds` is the mapping's JSON as stored. */
export function startOfRow(row: Record<string, unknown>): MappingStart {
  let ids: Record<string, unknown> = {};
  try {
    const parsed: unknown = typeof row.areaIds === 'string' ? JSON.parse(row.areaIds) : null;
    if (parsed && typeof parsed === 'object') ids = parsed as Record<string, unknown>;
  } catch {
    // A mapping the editor cannot read starts from no ids: staff choose them again.
  }
  return {
    courier: isCourier(row.courier) ? row.courier : undefined,
    district: typeof row.district === 'string' ? row.district : undefined,
    thana: typeof row.thana === 'string' ? row.thana : undefined,
    areas: { city: idOf(ids.city), zone: idOf(ids.zone), area: idOf(ids.area), areaId: idOf(ids.areaId) },
  };
}

/** The `areas` of PUT deliveries/courier-areas/map, or null while the courier's places are not all chosen. */
export function areasToSend(courier: AreaCourier, ids: MappedIds): AreaMapRequest['areas'] | null {
  if (courier === 'redx') return ids.areaId ? { areaId: ids.areaId } : null;
  if (!ids.city || !ids.zone) return null;
  return { city: ids.city, zone: ids.zone, ...(ids.area ? { area: ids.area } : {}) };
}
