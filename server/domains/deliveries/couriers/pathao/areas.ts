import type { PathaoClient } from './client';

export interface PathaoCity {
  id: number;
  name: string;
}

export interface PathaoZone {
  id: number;
  name: string;
}

export interface PathaoArea {
  id: number;
  name: string;
  /** Whether they deliver to a door there. */
  homeDelivery: boolean;
  /** Whether they pick parcels up there. */
  pickup: boolean;
}

type Row = Record<string, unknown>;

const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Their lists come as `{data: {data: [...]}}`; a plain `{data: [...]}` is read too. */
function rowsOf(body: unknown): Row[] {
  const outer = isRecord(body) ? body.data : undefined;
  const list = Array.isArray(outer) ? outer : isRecord(outer) && Array.isArray(outer.data) ? outer.data : [];
  return list.filter(isRecord);
}

const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
// Their names carry stray spaces (" Bonolota").
const nameOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * Pathao's cities, a city's zones and a zone's areas, for staff to pick a
 * parcel's `areas.pathao` from. They change rarely, so each list is kept in
 * memory for a while: picking an address does not spend the minute's calls.
 */
export class PathaoAreas {
  private readonly cache = new Map<string, { at: number; rows: Promise<Row[]> }>();

  constructor(
    private readonly client: PathaoClient,
    private readonly ttlMs = 12 * 3_600_000,
  ) {}

  async cities(): Promise<PathaoCity[]> {
    const rows = await this.list('/aladdin/api/v1/city-list');
    return rows.flatMap((r) => {
      const id = idOf(r.city_id);
      return id === null ? [] : [{ id, name: nameOf(r.city_name) }];
    });
  }

  async zones(cityId: number): Promise<PathaoZone[]> {
    const rows = await this.list(`/aladdin/api/v1/cities/${encodeURIComponent(cityId)}/zone-list`);
    return rows.flatMap((r) => {
      const id = idOf(r.zone_id);
      return id === null ? [] : [{ id, name: nameOf(r.zone_name) }];
    });
  }

  async areas(zoneId: number): Promise<PathaoArea[]> {
    const rows = await this.list(`/aladdin/api/v1/zones/${encodeURIComponent(zoneId)}/area-list`);
    return rows.flatMap((r) => {
      const id = idOf(r.area_id);
      return id === null ? [] : [{ id, name: nameOf(r.area_name), homeDelivery: r.home_delivery_available === true, pickup: r.pickup_available === true }];
    });
  }

  private list(path: string): Promise<Row[]> {
    const kept = this.cache.get(path);
    if (kept && Date.now() - kept.at < this.ttlMs) return kept.rows;
    const rows = this.client.request('GET', path).then(rowsOf);
    // A failed read is not kept: the next pick asks again.
    rows.catch(() => this.cache.delete(path));
    this.cache.set(path, { at: Date.now(), rows });
    return rows;
  }
}
