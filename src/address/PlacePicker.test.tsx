import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n';
import { PlacePicker } from './PlacePicker';
import type { PlaceIds } from './placeName';
import type { TypedAddress } from './PlaceSuggestion';

/** The picker as a form holds it: its ids shown in an output, so a test reads what choosing set. */
function Harness({ typed }: { typed: TypedAddress }) {
  const [ids, setIds] = useState<PlaceIds>({});
  return (
    <>
      <PlacePicker value={ids} onChange={setIds} typed={typed} />
      <output aria-label="ids">{JSON.stringify(ids)}</output>
    </>
  );
}

function renderPicker(locale: 'en' | 'bn', typed: TypedAddress = {}) {
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
      <Harness typed={typed} />
    </AdminContext>,
  );
}

const ids = () => JSON.parse(screen.getByRole('status', { name: 'ids' }).textContent ?? '{}') as PlaceIds;

describe('the district and thana picker', { timeout: 30_000 }, () => {
  it('finds Dhanmondi, Dhaka from "dhanm", with its Bangla name beside it, and choosing it sets both ids', async () => {
    renderPicker('en');
    const box = await screen.findByRole('combobox', { name: 'District and thana' });
    expect(box).toHaveAccessibleDescription('Type in English or Bangla; a district alone will do');
    await userEvent.type(box, 'dhanm');
    const option = await screen.findByRole('option', { name: /^Dhanmondi, Dhaka/ });
    expect(option).toHaveTextContent('ধানমন্ডি, ঢাকা');
    await userEvent.click(option);
    expect(ids()).toEqual({ district: '47', thana: 'm47-dhanmondi' });
    expect(box).toHaveValue('Dhanmondi, Dhaka');
  });

  it('finds it from Bangla typing too, and in Bangla shows Bangla first', async () => {
    renderPicker('bn');
    const box = await screen.findByRole('combobox', { name: 'জেলা ও থানা' });
    expect(screen.getByRole('button', { name: 'খুলুন' })).toBeInTheDocument();
    await userEvent.type(box, 'ধানম');
    const option = await screen.findByRole('option', { name: /^ধানমন্ডি, ঢাকা/ });
    expect(within(option).getByText('Dhanmondi, Dhaka')).toHaveAttribute('lang', 'en');
    await userEvent.click(option);
    expect(ids()).toEqual({ district: '47', thana: 'm47-dhanmondi' });
    expect(box).toHaveValue('ধানমন্ডি, ঢাকা');
  });

  it('lets a district be chosen alone', async () => {
    renderPicker('en');
    await userEvent.type(await screen.findByRole('combobox', { name: 'District and thana' }), 'dhaka');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Dhakaঢাকা · District');
    await userEvent.click(options[0]);
    expect(ids()).toEqual({ district: '47' });
  });

  it('says when nothing matches', async () => {
    renderPicker('en');
    await userEvent.type(await screen.findByRole('combobox', { name: 'District and thana' }), 'zzzz');
    expect(await screen.findByText('No district or thana by that name')).toBeInTheDocument();
  });

  it('suggests the place of "Road 4, Dhanmondi" and 1209 without filling it, and Use fills it', async () => {
    renderPicker('en', { street: 'Road 4, Dhanmondi', city: '', postalCode: '1209' });
    expect(await screen.findByText('Suggested: Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(ids()).toEqual({});
    await userEvent.click(screen.getByRole('button', { name: 'Use Dhanmondi, Dhaka' }));
    expect(ids()).toEqual({ district: '47', thana: 'm47-dhanmondi' });
    expect(screen.getByRole('combobox', { name: 'District and thana' })).toHaveValue('Dhanmondi, Dhaka');
    // Chosen, the suggestion has done its work.
    expect(screen.queryByText('Suggested: Dhanmondi, Dhaka')).not.toBeInTheDocument();
  });

  it('suggests from the post code alone, in the app’s language', async () => {
    renderPicker('bn', { street: 'House 7', postalCode: '1209' });
    expect(await screen.findByText('প্রস্তাবিত: ধানমন্ডি, ঢাকা')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ধানমন্ডি, ঢাকা ব্যবহার করুন' })).toBeInTheDocument();
  });
});
