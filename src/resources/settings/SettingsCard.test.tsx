import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../common/wire/settings';
import { API, renderEngine } from '../../engine/form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';
import { SettingsCard } from './SettingsCard';

const settings = {
  shopName: 'Rong Fashion',
  storeName: null,
  logo: null,
  address: null,
  phone: null,
  email: null,
  tradeLicence: null,
  vatRegistration: null,
} as unknown as ShopSettings;

const DHANMONDI = '0b0e0c4e-6a51-4c39-9d0e-1d2b8f1a0001';
const UTTARA = '0b0e0c4e-6a51-4c39-9d0e-1d2b8f1a0002';
const locations = [
  { _id: DHANMONDI, name: 'Dhanmondi Shop' },
  { _id: UTTARA, name: 'Uttara Warehouse' },
];
const onlineSettings = {
  ...settings,
  onlineOtp: true,
  onlinePendingMinutes: 30,
  onlineOrdersPerPhone: 5,
  onlineHoldBand: 'high',
  onlineAdvanceBand: 'never',
  onlineAdvanceKind: 'shipping',
  onlineAdvancePercent: 20,
  onlineLocation: DHANMONDI,
} as unknown as ShopSettings;

const sent: unknown[] = [];
startMswServer(
  // The locations a data-select offers and names (getList and getMany both read the list).
  http.get(`${API}/locations`, ({ request }) => {
    const ids = new URL(request.url).searchParams.get('_id_in')?.split(',');
    const doc = ids ? locations.filter((l) => ids.includes(l._id)) : locations;
    return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 1000 });
  }),
  http.put(`${API}/settings`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    if ('onlineLocation' in body) return HttpResponse.json({ ...onlineSettings, ...body });
    return HttpResponse.json(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'vatRegistration: must be a VAT registration number (BIN) of 9 to 13 digits',
        errors: [{ field: 'vatRegistration', message: 'must be a VAT registration number (BIN) of 9 to 13 digits', code: 'not_bin' }],
      },
      { status: 400 },
    );
  }),
);

describe('SettingsCard', { timeout: 30000 }, () => {
  it("shows the server's refusal of a value at its field, and keeps the card open (issue 39)", async () => {
    const user = userEvent.setup();
    renderEngine(<SettingsCard card="shop" settings={settings} canEdit onUnsavedChange={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    await user.type(screen.getByRole('textbox', { name: 'VAT Registration Number' }), 'BIN 000123456-0101');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ vatRegistration: 'BIN 000123456-0101' }]));
    const field = screen.getByRole('textbox', { name: 'VAT Registration Number' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/must be a VAT registration number \(BIN\) of 9 to 13 digits/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the Online Orders card’s shipping location by name, and sends the id of the one chosen (issue 38)', async () => {
    const user = userEvent.setup();
    sent.length = 0;
    renderEngine(<SettingsCard card="onlineOrders" settings={onlineSettings} canEdit onUnsavedChange={() => undefined} />);
    expect(await screen.findByText('Dhanmondi Shop')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const input = await screen.findByRole('combobox', { name: 'Ship Online Orders From' });
    await waitFor(() => expect(input).toHaveValue('Dhanmondi Shop'));
    await user.clear(input);
    await user.type(input, 'Uttara');
    await user.click(await screen.findByRole('option', { name: 'Uttara Warehouse' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ onlineLocation: UTTARA }]));
  });
});
