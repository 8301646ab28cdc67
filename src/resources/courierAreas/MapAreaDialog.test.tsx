import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../app/testing/renderShell';
import { startMswServer } from '../../test/mswServer';
import { ProductTestContext } from '../products/testing';
import { MapAreaDialog } from './MapAreaDialog';
import { startOfRow } from './mappingStart';
import { UnmappedPlaces } from './UnmappedPlaces';

const server = startMswServer();
const READ = '2026-12-01T04:00:00.000Z';

/** Pathao's Dhaka with two zones, Kafrul's one area without door delivery, and two RedX areas, as GET …/places answers them. */
const LISTS: Record<string, { id: number; name: string; homeDelivery: boolean }[]> = {
  'pathao|city|': [
    { id: 1, name: 'Dhaka', homeDelivery: true },
    { id: 2, name: 'Chittagong', homeDelivery: true },
  ],
  'pathao|zone|1': [
    { id: 52, name: 'Dhanmondi', homeDelivery: true },
    { id: 53, name: 'Kafrul', homeDelivery: true },
  ],
  'pathao|area|52': [{ id: 520, name: 'Road 27', homeDelivery: true }],
  'pathao|area|53': [{ id: 530, name: 'Ibrahimpur', homeDelivery: false }],
  'redx|area|': [
    { id: 2, name: 'Dhanmondi', homeDelivery: true },
    { id: 13, name: 'Kochukhet', homeDelivery: true },
  ],
};

function serveLists(asked: string[] = []) {
  server.use(
    http.get(`${TEST_API}/deliveries/courier-areas/places`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const key = `${q.get('courier')}|${q.get('kind')}|${q.get('parent') ?? ''}`;
      asked.push(key);
      return HttpResponse.json((LISTS[key] ?? []).map((p) => ({ ...p, readAt: READ })));
    }),
  );
}

function serveSave(bodies: unknown[]) {
  server.use(
    http.put(`${TEST_API}/deliveries/courier-areas/map`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ thana: null, ...body, source: 'staff' });
    }),
  );
}

const choose = async (name: string, option: string | RegExp) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the courier area mapping editor', { timeout: 30_000 }, () => {
  it('maps our thana, found by its name, to Pathao’s city and zone chosen a level at a time, and saves it as staff’s', async () => {
    const asked: string[] = [];
    serveLists(asked);
    const bodies: unknown[] = [];
    serveSave(bodies);
    const closed: boolean[] = [];
    render(
      <ProductTestContext>
        <MapAreaDialog start={{}} onClose={(done) => closed.push(done === true)} />
      </ProductTestContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Map a place to a courier’s area' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Courier' })).toHaveTextContent('Pathao');
    const save = screen.getByRole('button', { name: 'Save mapping' });
    expect(save).toBeDisabled();

    await userEvent.type(screen.getByRole('combobox', { name: 'District and thana' }), 'gulsh');
    await userEvent.click(await screen.findByRole('option', { name: /^Gulshan, Dhaka/ }));
    // Zones wait for their city, areas for their zone.
    expect(screen.getByRole('combobox', { name: 'Pathao zone' })).toBeDisabled();
    await choose('Pathao city', 'Dhaka');
    // The shop's time zone is Dhaka's: 04:00 UTC is 10:00 there.
    expect(await screen.findByText('The list was read on 2026-12-01 10:00 AM.')).toBeInTheDocument();
    await choose('Pathao zone', 'Kafrul');
    // A place the courier does not take parcels to the door says so.
    await userEvent.click(screen.getByRole('combobox', { name: 'Pathao area (optional)' }));
    expect(await screen.findByRole('option', { name: 'Ibrahimpur (no delivery to the door)' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await choose('Pathao zone', 'Dhanmondi');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await screen.findByText('Mapping saved: Gulshan, Dhaka goes to Dhaka › Dhanmondi');
    expect(bodies).toEqual([{ courier: 'pathao', district: '47', thana: 'm47-gulshan', areas: { city: 1, zone: 52 } }]);
    expect(closed).toEqual([true]);
    expect(asked).toEqual(expect.arrayContaining(['pathao|city|', 'pathao|zone|1', 'pathao|area|53', 'pathao|area|52']));
    expect(asked.some((k) => k.startsWith('redx'))).toBe(false);
  });

  it('starts from a row’s mapping (RedX’s area for Gulshan) and saves the area chosen instead', async () => {
    serveLists();
    const bodies: unknown[] = [];
    serveSave(bodies);
    render(
      <ProductTestContext>
        <MapAreaDialog
          start={startOfRow({ courier: 'redx', district: '47', thana: 'm47-gulshan', areaIds: '{"areaId":13,"areaName":"Kochukhet"}' })}
          onClose={() => undefined}
        />
      </ProductTestContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Where RedX takes parcels for a place' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'District and thana' })).toHaveValue('Gulshan, Dhaka');
    const area = screen.getByRole('combobox', { name: 'RedX area' });
    expect(await screen.findByDisplayValue('Kochukhet')).toBe(area);
    expect(screen.queryByRole('combobox', { name: 'Pathao city' })).toBeNull();
    await choose('RedX area', 'Dhanmondi');
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await screen.findByText('Mapping saved: Gulshan, Dhaka goes to Dhanmondi');
    expect(bodies).toEqual([{ courier: 'redx', district: '47', thana: 'm47-gulshan', areas: { areaId: 2 } }]);
  });
});

describe('the places a courier cannot reach yet', { timeout: 30_000 }, () => {
  it('lists them per courier, narrows them by name in either language, and opens the editor on one', async () => {
    server.use(
      http.get(`${TEST_API}/deliveries/courier-areas/unmapped`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('courier') === 'redx'
            ? []
            : [
                { district: '47', thana: 'm47-gulshan', name: 'Gulshan, Dhaka' },
                { district: '47', thana: 'm47-kafrul', name: 'Kafrul, Dhaka' },
              ],
        ),
      ),
    );
    const mapped: unknown[] = [];
    render(
      <ProductTestContext>
        <UnmappedPlaces onMap={(start) => mapped.push(start)} />
      </ProductTestContext>,
    );
    const summary = await screen.findByRole('button', { name: /Places a courier cannot reach yet · 2 places cannot be booked with Pathao/ });
    await userEvent.click(summary);
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a place' }), 'গুলশান');
    const list = screen.getByRole('list', { name: 'Places a courier cannot reach yet' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Map Gulshan, Dhaka' }));
    expect(mapped).toEqual([{ courier: 'pathao', district: '47', thana: 'm47-gulshan' }]);
    await userEvent.click(screen.getByRole('button', { name: 'RedX' }));
    expect(await screen.findByText('RedX has an area for every district and thana.')).toBeInTheDocument();
  });
});
