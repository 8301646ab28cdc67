import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore, ResourceContextProvider, SaveButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../common/resourceSpec';
import type { Address } from '../../../common/wire/address';
import { createI18nProvider } from '../../i18n';
import { AddressArrayView } from '../show/views/AddressArrayView';
import { FieldInput } from './FieldInput';

/** A customer's addresses as the server declares them (src/test/fixtures/specs.json). */
const addresses: FieldSpec = { key: 'addresses', label: 'Addresses', type: 'address-array', viewType: 'address-array' };

const rahim: Address = {
  _id: 'a1',
  name: 'Rahim',
  email: 'rahim@example.com',
  phone: '01711000000',
  street: 'Road 4, Dhanmondi',
  city: 'Dhaka',
  postalCode: '1209',
};

/** The customers' edit form as far as the addresses go, its submitted values kept in `saved`. */
function renderForm(saved: Record<string, unknown>[], { locale = 'en', record = [rahim] }: { locale?: 'en' | 'bn'; record?: Address[] } = {}) {
  render(
    <Customers locale={locale}>
      <Form record={{ id: 'c1', addresses: record }} onSubmit={(values: Record<string, unknown>) => void saved.push(values)}>
        <FieldInput field={addresses} mode="edit" />
        <SaveButton alwaysEnable />
      </Form>
    </Customers>,
  );
}

function Customers({ locale, children }: { locale: 'en' | 'bn'; children: ReactNode }) {
  return (
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <ResourceContextProvider value="customers">{children}</ResourceContextProvider>
    </AdminContext>
  );
}

describe("a customer's addresses name their district and thana", { timeout: 30_000 }, () => {
  it('"dhanm" finds Dhanmondi, Dhaka and the saved address carries its ids', async () => {
    const saved: Record<string, unknown>[] = [];
    renderForm(saved);
    const box = await screen.findByRole('combobox', { name: 'District and thana' });
    await userEvent.type(box, 'dhanm');
    await userEvent.click(await screen.findByRole('option', { name: /^Dhanmondi, Dhaka/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].addresses).toEqual([{ ...rahim, district: '47', thana: 'm47-dhanmondi' }]);
  });

  it('suggests the place from the street and post code, filled only on Use', async () => {
    const saved: Record<string, unknown>[] = [];
    renderForm(saved, { locale: 'bn' });
    expect(await screen.findByText('প্রস্তাবিত: ধানমন্ডি, ঢাকা')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ধানমন্ডি, ঢাকা ব্যবহার করুন' }));
    expect(screen.getByRole('combobox', { name: 'জেলা ও থানা' })).toHaveValue('ধানমন্ডি, ঢাকা');
    await userEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].addresses).toEqual([{ ...rahim, district: '47', thana: 'm47-dhanmondi' }]);
  });

  it("cleared, the place's ids are gone from the saved address", async () => {
    const saved: Record<string, unknown>[] = [];
    renderForm(saved, { record: [{ ...rahim, district: '47', thana: 'm47-dhanmondi' }] });
    const box = await screen.findByRole('combobox', { name: 'District and thana' });
    expect(box).toHaveValue('Dhanmondi, Dhaka');
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(JSON.stringify(saved[0].addresses))).toEqual([rahim]);
  });
});

describe("a customer's addresses as their page shows them", () => {
  const renderView = (locale: 'en' | 'bn') =>
    render(
      <Customers locale={locale}>
        <AddressArrayView field={addresses} value={[{ ...rahim, street: 'House 12, Road 4', district: '47', thana: 'm47-dhanmondi' }]} />
      </Customers>,
    );

  it('names the thana and district in the app’s language', async () => {
    renderView('en');
    expect(await screen.findByText('Dhanmondi, Dhaka, 1209')).toBeInTheDocument();
  });

  it('in Bangla too', async () => {
    renderView('bn');
    expect(await screen.findByText('ধানমন্ডি, ঢাকা, 1209')).toBeInTheDocument();
  });
});
