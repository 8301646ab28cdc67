import { startFakePathao, type FakePathao } from '../../server/test/fakePathao';
import { startFakeRedx, type FakeRedx } from '../../server/test/fakeRedx';
import { startFakeSteadfast, type FakeSteadfast } from '../../server/test/fakeSteadfast';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { rowWith } from './support/ui';

/*
 * The courier that delivers, for the least (issue 37), in Chromium: the
 * owner keeps Steadfast's, Pathao's and RedX's credentials in Settings
 * (pointing at their fake APIs, loopback in this process), the couriers'
 * area lists are read, and three orders to three districts are booked
 * from the orders list, each with the courier suggested for it: Pathao,
 * fixed for Dhaka; RedX, the cheapest that reaches Chattogram (Pathao does
 * not collect cash there); Steadfast, the only one priced for Sylhet.
 */

test.describe.configure({ timeout: 240_000 });

const CHATTOGRAM = '8';
const SYLHET = '36';

let steadfast: FakeSteadfast;
let pathao: FakePathao;
let redx: FakeRedx;

test.beforeAll(async () => {
  steadfast = await startFakeSteadfast();
  pathao = await startFakePathao();
  redx = await startFakeRedx();
  // Pathao's Dhanmondi zone in Dhaka, with an area that takes parcels to the door.
  pathao.zones[1].push({ zone_id: 52, zone_name: 'Dhanmondi' });
  pathao.areas[52] = [{ area_id: 520, area_name: 'Road 27', home_delivery_available: true, pickup_available: true }];
});

test.afterAll(async () => {
  await steadfast?.close();
  await pathao?.close();
  await redx?.close();
});

test('three orders to three districts are booked, each with the courier suggested for it', async ({ page, api }) => {
  // The owner's credentials, kept in Settings: the server follows at once.
  const saved = [
    await api.send('PUT', 'settings/couriers/steadfast', { apiKey: steadfast.apiKey, secretKey: steadfast.secretKey, baseUrl: steadfast.url }),
    await api.send('PUT', 'settings/couriers/pathao', {
      clientId: pathao.clientId,
      clientSecret: pathao.clientSecret,
      username: pathao.username,
      password: pathao.password,
      storeId: String(pathao.storeId),
      baseUrl: pathao.url,
    }),
    await api.send('PUT', 'settings/couriers/redx', { token: redx.token, baseUrl: redx.url }),
  ];
  for (const res of saved) expect(res.status(), await res.text()).toBe(200);
  try {
    await api.put('settings', { courierPickRule: 'fixed', courierByDistrict: [{ district: '47', courier: 'pathao' }] });
    expect((await api.send('POST', 'deliveries/courier-areas/refresh')).status()).toBe(202);
    // Read by a job: Dhanmondi is mapped for both once it has run.
    await expect
      .poll(
        async () => {
          const [p, r] = await Promise.all(
            ['pathao', 'redx'].map((courier) => api.read<{ thana: string | null }[]>('deliveries/courier-areas/unmapped', { courier })),
          );
          return !p.some((x) => x.thana === 'm47-dhanmondi') && !r.some((x) => x.thana === 'm47-dhanmondi');
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    // RedX takes Chattogram at its Agrabad area (staff's mapping); Pathao's Agrabad zone collects no cash.
    expect((await api.send('PUT', 'deliveries/courier-areas/map', { courier: 'redx', district: CHATTOGRAM, areas: { areaId: 301 } })).status()).toBe(200);
    expect((await api.send('PUT', 'deliveries/courier-areas/map', { courier: 'pathao', district: CHATTOGRAM, areas: { city: 2, zone: 2001 } })).status()).toBe(
      200,
    );

    const customer = uniqueName('Courier Choice');
    const category = (await api.list('categories', { limit: 1 })).doc[0];
    const product = await api.create('products', {
      name: uniqueName('Choice Panjabi'),
      status: 'published',
      category: category._id,
      price: 1000,
      cost: 500,
      vat: 0,
      stock: 10,
    });
    const orderTo = async (district: string, thana: string | undefined, city: string) =>
      api.create('orders', {
        cart: { items: [{ _id: product._id, qty: 1 }] },
        paymentMethod: 'bkash',
        paidAmount: 0,
        customer: 'guest',
        address: {
          name: customer,
          email: 'choice@example.com',
          phone: '01712345678',
          street: 'House 1, Road 1',
          city,
          postalCode: '1000',
          district,
          ...(thana ? { thana } : {}),
        },
      });
    const dhaka = await orderTo('47', 'm47-dhanmondi', 'Dhaka');
    const chattogram = await orderTo(CHATTOGRAM, 'm8-bandar', 'Chattogram');
    const sylhet = await orderTo(SYLHET, 'u272', 'Sylhet');
    const numbers = [dhaka, chattogram, sylhet].map((o) => String(o.number));

    await page.goto('/orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill(customer);
    await page.getByRole('button', { name: 'Run search' }).click();
    for (const n of numbers) await rowWith(page, n).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Bulk actions' }).click();
    await page.getByRole('menuitem', { name: 'Book delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book delivery for 3 orders' });
    const choice = (n: string) => dialog.getByRole('combobox', { name: `Courier for ${n}` });
    await expect(choice(numbers[0])).toContainText(/^Pathao · /);
    await expect(dialog.getByText('Suggested: the courier fixed for Dhaka')).toBeVisible();
    await expect(choice(numbers[1])).toContainText(/^RedX · ৳ 110\.00 \+ ৳ 11\.20 cash collection/);
    await expect(choice(numbers[2])).toContainText(/^Steadfast · ৳ 120\.00 \+ ৳ 11\.20 cash collection/);
    await expect(dialog.getByText('Suggested: the only courier that can deliver here')).toBeVisible();
    // Pathao's box for Chattogram says why it cannot deliver there.
    await choice(numbers[1]).click();
    await expect(page.getByRole('option', { name: /^Pathao · cannot deliver: Pathao does not collect cash there/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    const outcome = dialog.getByRole('table', { name: 'Outcome' });
    for (const n of numbers) await expect(outcome.getByRole('row').filter({ hasText: n })).toContainText('Booked');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Each courier got its own parcel: our order number as their invoice.
    expect(
      pathao.requests
        .filter((r) => r.method === 'POST' && r.path === '/aladdin/api/v1/orders')
        .map((r) => (r.body as { merchant_order_id: string }).merchant_order_id),
    ).toEqual([numbers[0]]);
    expect([...redx.parcels.values()].map((p) => p.invoice)).toEqual([numbers[1]]);
    expect([...steadfast.consignments.values()].map((c) => c.invoice)).toEqual([numbers[2]]);

    // Sylhet's parcel is delivered (Steadfast says so when asked), ৳1,120 collected; their payout pays ৳1,000 of it.
    const [consignment] = [...steadfast.consignments.entries()];
    consignment[1].status = 'delivered';
    const delivery = (await api.list('deliveries', { search: numbers[2] })).doc[0];
    expect((await api.send('POST', `deliveries/${delivery._id}/refresh`)).status()).toBe(200);
    steadfast.payments.push({
      id: 90_001,
      amount: 880,
      status: 'paid',
      created_at: new Date().toISOString(),
      consignments: [{ consignment_id: Number(consignment[0]), invoice: numbers[2], cod_amount: 1000, delivery_charge: 120 }],
    });
    await page.goto('/courier-dues');
    await page.getByRole('button', { name: 'Read payouts' }).click();
    await expect(page.getByText(/1 payout matched/).first()).toBeVisible();
    await page.goto('/courier-payouts');
    await rowWith(page, '90001').click();
    const differences = page.getByRole('table', { name: 'What differs from what the shop expected' });
    const short = differences.getByRole('row').filter({ hasText: numbers[2] });
    await expect(short).toContainText('Paid short');
    await expect(short).toContainText('৳ 1,120.00');
    await expect(short).toContainText('৳ 1,000.00');
    // The order is paid what arrived; the rest stays due.
    expect(Number((await api.get('orders', String(sylhet._id))).paid)).toBe(1000);
  } finally {
    // Other specs share the server: they book with the own rider alone.
    for (const courier of ['steadfast', 'pathao', 'redx']) await api.send('DELETE', `settings/couriers/${courier}`);
    await api.put('settings', { courierPickRule: 'cheapest', courierByDistrict: [] });
  }
});
