import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../app/testing/renderShell';
import { startMswServer } from '../../test/mswServer';
import { ProductTestContext } from '../products/testing';
import { CourierAreasPage } from './CourierAreasPage';

const server = startMswServer();

describe('the courier areas page', { timeout: 30_000 }, () => {
  it('reads the couriers’ lists on demand, opens the editor for a new mapping, and keeps the generated list', async () => {
    let refreshed = 0;
    server.use(
      http.get(`${TEST_API}/deliveries/courier-areas/unmapped`, () => HttpResponse.json([])),
      http.get(`${TEST_API}/deliveries/courier-areas/places`, () => HttpResponse.json([])),
      http.post(`${TEST_API}/deliveries/courier-areas/refresh`, () => {
        refreshed++;
        return HttpResponse.json({ job: 7 }, { status: 202 });
      }),
    );
    render(
      <ProductTestContext>
        <CourierAreasPage Generated={() => <p>the mappings</p>} />
      </ProductTestContext>,
    );
    expect(screen.getByText('the mappings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read the couriers’ lists now' }));
    expect(await screen.findByText(/The couriers’ lists are being read/)).toBeInTheDocument();
    expect(refreshed).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Map a place' }));
    expect(await screen.findByRole('heading', { name: 'Map a place to a courier’s area' })).toBeInTheDocument();
  });
});
