import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CourierCredentialStatus } from '../../../common/wire/courierCredentials';
import { API, renderEngine } from '../../engine/form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';
import { BkashCard } from './BkashCard';

const status: CourierCredentialStatus = {
  courier: 'bkash',
  source: 'settings',
  fields: { username: true, password: true, appKey: true, appSecret: true, baseUrl: 'https://tokenized.pay.bka.sh/v1.2.0-beta' },
  updatedAt: '2026-12-01T10:00:00.000Z',
  updatedBy: 'Shop Owner',
};

const puts: unknown[] = [];
const tests: unknown[] = [];
startMswServer(
  http.get(`${API}/settings/bkash`, () => HttpResponse.json(status)),
  http.put(`${API}/settings/bkash`, async ({ request }) => {
    puts.push(await request.json());
    return HttpResponse.json(status);
  }),
  http.post(`${API}/settings/bkash/test`, async ({ request }) => {
    tests.push(await request.json());
    return HttpResponse.json({ ok: false, message: 'Invalid username, password or app credentials' });
  }),
);

describe('BkashCard', { timeout: 30000 }, () => {
  it('shows which credentials are set, never a secret, and no form to who may only read', async () => {
    renderEngine(<BkashCard canEdit={false} />);
    expect(await screen.findByText('Set in Settings')).toBeInTheDocument();
    expect(screen.getByText('https://tokenized.pay.bka.sh/v1.2.0-beta')).toBeInTheDocument();
    expect(screen.getByText('Username')).toBeInTheDocument();
    expect(screen.getAllByText('Set')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
  });

  it('tests and saves only what was typed, and shows what bKash answered', async () => {
    const user = userEvent.setup();
    renderEngine(<BkashCard canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Change bKash credentials' }));
    const secret = screen.getByLabelText('App Secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription('Set — leave empty to keep');
    await user.type(secret, 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Test bKash connection' }));
    expect(await screen.findByText('Invalid username, password or app credentials')).toBeInTheDocument();
    expect(tests).toEqual([{ appSecret: 'new-secret' }]);
    await user.click(screen.getByRole('button', { name: 'Save bKash credentials' }));
    await waitFor(() => expect(puts).toEqual([{ appSecret: 'new-secret' }]));
  });
});
