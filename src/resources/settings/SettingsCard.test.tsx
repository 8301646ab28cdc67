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

const sent: unknown[] = [];
startMswServer(
  http.put(`${API}/settings`, async ({ request }) => {
    sent.push(await request.json());
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
});
