import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../common/wire/settings';
import { API, renderEngine } from '../../engine/form/__fixtures__/renderEngine';
import { startMswServer } from '../../test/mswServer';
import { registerSettingsParts } from '.';
import { SettingsCard } from './SettingsCard';

registerSettingsParts();

const settings = {
  courierPickRule: 'fixed',
  courierMinDeliveredRate: 80,
  courierByDistrict: [{ district: '47', courier: 'redx' }],
  steadfastInsideDhaka: 60,
  steadfastOutsideDhaka: 120,
  steadfastCodPercent: 1,
} as unknown as ShopSettings;

const sent: Record<string, unknown>[] = [];
startMswServer(
  http.put(`${API}/settings`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return HttpResponse.json({ ...settings, ...body, updatedAt: new Date().toISOString() });
  }),
);

describe('Settings → Courier choice (issue 37)', { timeout: 30000 }, () => {
  it('shows the courier fixed per district, and saves one more district picked by name with its courier', async () => {
    const user = userEvent.setup();
    renderEngine(<SettingsCard card="courierChoice" settings={settings} canEdit onUnsavedChange={() => undefined} />);
    expect(await screen.findByText('Dhaka: RedX')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const group = await screen.findByRole('group', { name: 'Courier Fixed per District' });
    await user.click(within(group).getByRole('button', { name: 'Add a district' }));
    const districts = within(group).getAllByRole('combobox', { name: 'District' });
    expect(districts).toHaveLength(2);
    await user.clear(districts[1]);
    await user.type(districts[1], 'Sylh');
    await user.click(await screen.findByRole('option', { name: 'Sylhet' }));
    const couriers = within(group).getAllByRole('combobox', { name: 'Courier' });
    await user.click(couriers[1]);
    await user.click(await screen.findByRole('option', { name: 'Pathao' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent.at(-1)?.courierByDistrict).toEqual([
        { district: '47', courier: 'redx' },
        { district: '36', courier: 'pathao' },
      ]),
    );
  });
});
