import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CourierCredentialStatus } from '../../../common/wire/courierCredentials';
import { API, renderEngine } from '../../engine/form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';
import { CREDENTIAL_FIELDS } from '../../../common/courierCredentials';
import settingsBn from '../../i18n/settings.bn';
import settingsEn from '../../i18n/settings.en';
import { CouriersCard } from './CouriersCard';

const list: CourierCredentialStatus[] = [
  {
    courier: 'steadfast',
    source: 'settings',
    fields: { apiKey: true, secretKey: true, baseUrl: 'https://portal.packzy.com/api/v1' },
    updatedAt: '2026-12-01T10:00:00.000Z',
    updatedBy: 'Shop Owner',
  },
  {
    courier: 'pathao',
    source: 'env',
    fields: { clientId: true, clientSecret: true, username: 'shop@example.com', password: true, storeId: '130820' },
    updatedAt: null,
    updatedBy: null,
  },
  { courier: 'redx', source: 'none', fields: {}, updatedAt: null, updatedBy: null },
];

const puts: unknown[] = [];
const tests: unknown[] = [];
startMswServer(
  http.get(`${API}/settings/couriers`, () => HttpResponse.json(list)),
  http.put(`${API}/settings/couriers/:courier`, async ({ request, params }) => {
    puts.push({ courier: params.courier, body: await request.json() });
    return HttpResponse.json(list[0]);
  }),
  http.post(`${API}/settings/couriers/:courier/test`, async ({ request }) => {
    tests.push(await request.json());
    return HttpResponse.json({ ok: false, message: 'Steadfast refused the API key or secret (401)' });
  }),
);

describe('CouriersCard', { timeout: 30000 }, () => {
  it('has a label for every courier’s and bKash’s field in English and Bangla', () => {
    const names = Object.values(CREDENTIAL_FIELDS).flatMap((fields) => fields.map((f) => f.name));
    for (const messages of [settingsEn, settingsBn]) {
      const labels: Record<string, string> = messages.resources.settings.fields;
      expect(names.filter((name) => !labels[name])).toEqual([]);
    }
  });

  it('shows where each courier’s credentials come from and which are set, never a secret', async () => {
    renderEngine(<CouriersCard canEdit={false} />);
    const steadfast = await screen.findByRole('region', { name: 'Steadfast' });
    expect(within(steadfast).getByText('Set in Settings')).toBeInTheDocument();
    expect(within(steadfast).getByText('https://portal.packzy.com/api/v1')).toBeInTheDocument();
    expect(within(steadfast).getAllByText('Set')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Pathao' })).getByText('Set by environment variables')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'RedX' })).getByText('Not set up')).toBeInTheDocument();
    // Who may only read sees no form.
    expect(screen.queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
  });

  it('sends only what was typed, keeps an untyped secret, and shows what the courier answered to Test connection', async () => {
    const user = userEvent.setup();
    renderEngine(<CouriersCard canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Change Steadfast credentials' }));
    const secret = screen.getByLabelText('Secret Key');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription('Set — leave empty to keep');
    await user.type(secret, 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Test Steadfast connection' }));
    expect(await screen.findByText('Steadfast refused the API key or secret (401)')).toBeInTheDocument();
    expect(tests).toEqual([{ secretKey: 'new-secret' }]);
    await user.click(screen.getByRole('button', { name: 'Save Steadfast credentials' }));
    await waitFor(() => expect(puts).toEqual([{ courier: 'steadfast', body: { secretKey: 'new-secret' } }]));
  });

  it('starts a courier set up by environment variables afresh in Settings: its secrets are to be typed, its plain fields are sent', async () => {
    puts.length = 0;
    const user = userEvent.setup();
    renderEngine(<CouriersCard canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Change Pathao credentials' }));
    const secret = screen.getByLabelText(/Client Secret/);
    expect(secret).toHaveAccessibleDescription('Not set');
    expect(secret).toBeRequired();
    expect(screen.getByLabelText(/Store ID/)).toHaveValue('130820');
    for (const [label, value] of [
      [/Client ID/, 'cid'],
      [/Client Secret/, 'csecret'],
      [/^Password/, 'pw'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Save Pathao credentials' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { courier: 'pathao', body: { clientId: 'cid', clientSecret: 'csecret', username: 'shop@example.com', password: 'pw', storeId: '130820' } },
      ]),
    );
  });
});
