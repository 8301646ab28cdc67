import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Couriers } from '../domains/deliveries/couriers';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import { hashPassword } from '../domains/accounts/passwords';
import { courierAreaMap, courierAreas, jobs, roles, users } from '../domains/schema';
import { pathaoOn, redxOn } from './fakeCouriers';
import { startFakePathao, type FakePathao } from './fakePathao';
import { startFakeRedx, type FakeRedx } from './fakeRedx';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let pathao: FakePathao;
let redx: FakeRedx;
let owner: string;
let productId: string;

const DHANMONDI = 'm47-dhanmondi';
const ADDRESS = { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678', street: 'House 12, Road 4', city: 'Dhaka', postalCode: '1209' };

const post = (url: string, payload?: unknown) => t.call(owner, { method: 'POST', url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
const db = () => t.database.db;

/** Waits until every courier-areas job is done (the worker polls every 20 ms here). */
async function readsDone(): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const open = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.queue, 'courier-areas'));
    if (open.length > 0 && open.every((j) => j.status === 'done')) return;
    if (open.some((j) => j.status === 'failed')) throw new Error('a courier-areas job failed');
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('courier-areas jobs did not finish');
}

const mapping = async (courier: string, thanaId: string) =>
  (
    await db()
      .select()
      .from(courierAreaMap)
      .where(and(eq(courierAreaMap.courier, courier), eq(courierAreaMap.thanaId, thanaId)))
  )[0];

async function orderIn(thana: string, district = '47'): Promise<string> {
  const res = await post('/api/orders', {
    cart: { items: [{ _id: productId, qty: 1 }] },
    paymentMethod: 'bkash',
    paidAmount: 0,
    customer: 'guest',
    address: { ...ADDRESS, district, thana },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}

beforeAll(async () => {
  pathao = await startFakePathao();
  redx = await startFakeRedx();
  // Dhaka's Dhanmondi zone, and Kafrul, where none of its areas takes parcels to the door.
  pathao.zones[1].push({ zone_id: 52, zone_name: 'Dhanmondi' }, { zone_id: 53, zone_name: 'Kafrul' });
  pathao.areas[52] = [{ area_id: 520, area_name: ' Road 27', home_delivery_available: true, pickup_available: true }];
  pathao.areas[53] = [{ area_id: 530, area_name: ' Ibrahimpur', home_delivery_available: false, pickup_available: true }];
  const couriers: Couriers = new Map([
    ['manual', manualCourier],
    ['pathao', pathaoOn(pathao)],
    ['redx', redxOn(redx)],
  ]);
  t = await createTestApp({ couriers, jobs: { pollMs: 20 } });
  owner = await t.login();
  productId = await stockedProduct(db(), {
    name: 'Eid panjabi',
    slug: 'eid-panjabi-a',
    sku: 'EP-A',
    barcode: '2000000000031',
    price: 1500,
    cost: 800,
    stock: 100,
  });
});
afterAll(async () => {
  await t?.close();
  await pathao?.close();
  await redx?.close();
});

describe('the couriers’ area lists', () => {
  it('are read at start when never read: Pathao’s cities and zones, the areas of mapped zones only, RedX’s areas, each with its read date', async () => {
    await readsDone();
    const rows = await db().select().from(courierAreas);
    const of = (courier: string, kind: string) => rows.filter((r) => r.courier === courier && r.kind === kind).map((r) => r.courierId);
    expect(of('pathao', 'city').sort()).toEqual([1, 2]);
    expect(of('pathao', 'zone').sort((a, b) => a - b)).toEqual([52, 53, 298, 1070, 2001]);
    // Only the zones a mapping uses had their areas read (Dhanmondi, Kafrul), not 60 feet's.
    expect(of('pathao', 'area').sort((a, b) => a - b)).toEqual([520, 530]);
    expect(rows.find((r) => r.courier === 'pathao' && r.courierId === 530)).toMatchObject({
      kind: 'area',
      parentId: 53,
      homeDelivery: false,
      name: 'Ibrahimpur',
    });
    expect(rows.find((r) => r.courier === 'redx' && r.courierId === 2)).toMatchObject({
      kind: 'area',
      name: 'Dhanmondi',
      postCode: '1209',
      homeDelivery: true,
    });
    expect(rows.every((r) => r.readAt instanceof Date)).toBe(true);
    expect(
      pathao.requests
        .filter((r) => r.path.endsWith('/area-list'))
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/aladdin/api/v1/zones/52/area-list', '/aladdin/api/v1/zones/53/area-list']);
  });

  it('map Dhanmondi to Pathao’s Dhaka city and Dhanmondi zone, and to RedX’s Dhanmondi area, by name', async () => {
    expect(await mapping('pathao', DHANMONDI)).toMatchObject({ districtId: '47', source: 'auto', areas: { city: 1, zone: 52 } });
    expect(await mapping('redx', DHANMONDI)).toMatchObject({ districtId: '47', source: 'auto', areas: { areaId: 2, areaName: 'Dhanmondi' } });
    expect(await mapping('pathao', 'm47-gulshan')).toBeUndefined();
  });

  it('are read again on demand: the rows are updated, not doubled, and a staff mapping is kept', async () => {
    const before = await db().select().from(courierAreas);
    const staff = await t.call(owner, {
      method: 'PUT',
      url: '/api/deliveries/courier-areas/map',
      payload: { courier: 'redx', district: '47', thana: 'm47-gulshan', areas: { areaId: 13 } },
    });
    expect(staff.json(), staff.body).toEqual({
      courier: 'redx',
      district: '47',
      thana: 'm47-gulshan',
      areas: { areaId: 13, areaName: 'Kochukhet' },
      source: 'staff',
    });
    const res = await post('/api/deliveries/courier-areas/refresh');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ job: expect.any(Number) });
    await readsDone();
    const after = await db().select().from(courierAreas);
    expect(after.length).toBe(before.length);
    const dhanmondi = (rows: typeof after) => rows.find((r) => r.courier === 'redx' && r.courierId === 2)!;
    expect(dhanmondi(after).readAt.getTime()).toBeGreaterThan(dhanmondi(before).readAt.getTime());
    expect(await mapping('redx', 'm47-gulshan')).toMatchObject({ source: 'staff', areas: { areaId: 13, areaName: 'Kochukhet' } });
  });

  it('take staff’s mapping only from the lists as read, and say which places a courier has none for', async () => {
    const put = (payload: Record<string, unknown>) => t.call(owner, { method: 'PUT', url: '/api/deliveries/courier-areas/map', payload });
    // Zone 2001 is Chittagong's, not Dhaka's; area 999 is in no list; Gulshan is no thana of Chattogram.
    const wrongZone = await put({ courier: 'pathao', district: '47', thana: 'm47-gulshan', areas: { city: 1, zone: 2001 } });
    expect(wrongZone.statusCode).toBe(400);
    expect(wrongZone.json()).toMatchObject({ errors: [{ field: 'areas.zone', code: 'courier_place_unknown' }] });
    expect((await put({ courier: 'redx', district: '47', areas: { areaId: 999 } })).statusCode).toBe(400);
    expect((await put({ courier: 'redx', district: '8', thana: 'm47-gulshan', areas: { areaId: 2 } })).json()).toMatchObject({
      errors: [{ field: 'thana', code: 'place_unknown' }],
    });
    const unmapped = await t.call(owner, { method: 'GET', url: '/api/deliveries/courier-areas/unmapped?courier=pathao' });
    const places = unmapped.json() as { thana: string | null; name: string }[];
    expect(places).toContainEqual({ district: '47', thana: 'm47-gulshan', name: 'Gulshan, Dhaka' });
    expect(places.some((p) => p.thana === DHANMONDI)).toBe(false);
  });
});

describe('the courier areas screen', () => {
  const get = (url: string, token = owner) => t.call(token, { method: 'GET', url });
  type Row = {
    courier: string;
    district: string;
    thana: string | null;
    places: string;
    source: string;
    userName: string | null;
    homeDelivery: boolean;
    readAt: string;
  };

  it('lists each mapping with our place, the courier’s place names, who set it, the list’s read date and whether the door is reached', async () => {
    const res = await get('/api/courier-area-map?courier=redx&source=staff');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { doc: Row[] }).doc;
    expect(rows).toEqual([
      expect.objectContaining({
        courier: 'redx',
        district: '47',
        thana: 'm47-gulshan',
        places: 'Kochukhet',
        source: 'staff',
        userName: expect.any(String),
        homeDelivery: true,
      }),
    ]);
    expect(Number.isNaN(Date.parse(rows[0].readAt))).toBe(false);
    const pathaoRows = (await get('/api/courier-area-map?courier=pathao&district=47')).json() as { doc: Row[] };
    expect(pathaoRows.doc.find((r) => r.thana === DHANMONDI)).toMatchObject({ places: 'Dhaka › Dhanmondi', source: 'auto', homeDelivery: true });
    expect(pathaoRows.doc.find((r) => r.thana === 'm47-kafrul')).toMatchObject({ places: 'Dhaka › Kafrul', homeDelivery: false });
  });

  it('offers the courier’s places as read, a level at a time, for the mapping editor', async () => {
    const cities = await get('/api/deliveries/courier-areas/places?courier=pathao&kind=city');
    expect(cities.statusCode, cities.body).toBe(200);
    expect((cities.json() as { id: number; name: string }[]).map((c) => c.id).sort()).toEqual([1, 2]);
    const zones = (await get('/api/deliveries/courier-areas/places?courier=pathao&kind=zone&parent=1')).json() as { id: number; name: string }[];
    // Dhaka's zones only, by name.
    expect(zones.map((z) => z.name)).toEqual(['60 feet', 'Abdullahpur Uttara', 'Dhanmondi', 'Kafrul']);
    const areas = (await get('/api/deliveries/courier-areas/places?courier=pathao&kind=area&parent=53')).json();
    expect(areas).toEqual([{ id: 530, name: 'Ibrahimpur', homeDelivery: false, readAt: expect.any(String) }]);
    const redxAreas = (await get('/api/deliveries/courier-areas/places?courier=redx&kind=area')).json() as { id: number }[];
    expect(redxAreas.map((a) => a.id)).toContain(13);
    expect((await get('/api/deliveries/courier-areas/places?courier=pathao&kind=zone')).statusCode).toBe(400);
    expect((await get('/api/deliveries/courier-areas/places?courier=steadfast&kind=city')).statusCode).toBe(400);
  });

  it('is for staff who may manage deliveries: anyone else is refused with 403', async () => {
    const [role] = await db()
      .insert(roles)
      .values({ name: 'Packer', permissions: ['orders:list', 'orders:show'] })
      .returning();
    await db()
      .insert(users)
      .values({ name: 'Rafi Packer', email: 'rafi@example.com', passwordHash: await hashPassword('rafi-pass-123'), roleId: role.id });
    const packer = await t.login('rafi@example.com', 'rafi-pass-123');
    expect((await get('/api/courier-area-map', packer)).statusCode).toBe(403);
    expect((await get('/api/deliveries/courier-areas/places?courier=redx&kind=area', packer)).statusCode).toBe(403);
    const put = await t.call(packer, {
      method: 'PUT',
      url: '/api/deliveries/courier-areas/map',
      payload: { courier: 'redx', district: '47', areas: { areaId: 2 } },
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('booking with the mapped areas', () => {
  it('sends Pathao the mapped city and zone, and RedX the mapped area', async () => {
    const first = await orderIn(DHANMONDI);
    const res = await post('/api/deliveries/book', { orders: [first], courier: 'pathao' });
    expect(res.json(), res.body).toMatchObject({ booked: 1 });
    const sent = pathao.requests.filter((r) => r.method === 'POST' && r.path === '/aladdin/api/v1/orders').at(-1)!.body;
    expect(sent).toMatchObject({ recipient_city: 1, recipient_zone: 52 });

    const second = await orderIn(DHANMONDI);
    expect((await post('/api/deliveries/book', { orders: [second], courier: 'redx' })).json()).toMatchObject({ booked: 1 });
    const parcel = redx.requests.filter((r) => r.method === 'POST' && r.path === '/parcel').at(-1)!.body;
    expect(parcel).toMatchObject({ delivery_area_id: 2, delivery_area: 'Dhanmondi' });

    // Staff's choice for Gulshan is what RedX is sent.
    const third = await orderIn('m47-gulshan');
    expect((await post('/api/deliveries/book', { orders: [third], courier: 'redx' })).json()).toMatchObject({ booked: 1 });
    expect(redx.requests.filter((r) => r.path === '/parcel').at(-1)!.body).toMatchObject({ delivery_area_id: 13, delivery_area: 'Kochukhet' });
  });

  it('refuses a thana the courier has no mapping for, naming it, and a Pathao zone without delivery to the door', async () => {
    const calls = pathao.requests.length;
    const gulshan = await orderIn('m47-gulshan');
    const kafrul = await orderIn('m47-kafrul');
    const res = await post('/api/deliveries/book', { orders: [gulshan, kafrul], courier: 'pathao' });
    expect(res.json()).toMatchObject({
      booked: 0,
      results: [
        {
          ok: false,
          code: 'delivery_area_unmapped',
          error: 'Pathao has no delivery area for Gulshan, Dhaka: map it in Courier areas before booking with Pathao',
        },
        { ok: false, code: 'delivery_no_door', error: 'Pathao does not deliver to the door in Kafrul, Dhaka' },
      ],
    });
    // Refused before asking Pathao.
    expect(pathao.requests.slice(calls).filter((r) => r.method === 'POST' && r.path === '/aladdin/api/v1/orders')).toEqual([]);
  });
});
