import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoriesApi, newTraffic, type Traffic } from './__fixtures__/categoriesApi';
import { renderEngineList } from './__fixtures__/renderEngineList';
import { startMswServer } from '../../test/mswServer';

// Two shared cores: a react-admin page takes a few seconds to settle.
configure({ asyncUtilTimeout: 8000 });

let traffic: Traffic;
const server = startMswServer();

beforeEach(() => {
  localStorage.clear();
  traffic = newTraffic();
  server.use(...categoriesApi(traffic));
});

/** The filter parameters of the last list call (page, limit and sort left out). */
const lastFilters = () => {
  const query = new URLSearchParams(traffic.lists[traffic.lists.length - 1]);
  for (const key of ['page', 'limit', 'sort']) query.delete(key);
  return Object.fromEntries(query);
};

type User = ReturnType<typeof userEvent.setup>;

async function openFilter(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Filter by ${name}` }));
  return screen.findByRole('dialog', { name });
}

async function apply(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('EngineList filter bar', { timeout: 40000 }, () => {
  it('encodes a boolean filter as field=true and shows it as a tag', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    const dialog = await openFilter(user, 'Active');
    await user.click(within(dialog).getByRole('radio', { name: 'True' }));
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ isActive: 'true' }));
    expect(screen.getByText('Active: True')).toBeInTheDocument();
  });

  it('encodes a multi-select over another resource as the chosen ids joined by commas', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    const dialog = await openFilter(user, 'Parent Category');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Men' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Women' }));
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ parentCategory: 'c1,c2' }));
    expect(screen.getByText('Parent Category: Men, Women')).toBeInTheDocument();
  });

  it('encodes a text filter as field=text', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    const dialog = await openFilter(user, 'Name');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contains' }), 'shirt{Enter}');
    await waitFor(() => expect(lastFilters()).toEqual({ name: 'shirt' }));
    expect(screen.getByText('Name: shirt')).toBeInTheDocument();
  });

  it('encodes range choices, and a new range on the same field replaces the old one', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    let dialog = await openFilter(user, 'Priority');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'Between');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'From' }), '1');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'To' }), '5');
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ priority_btw: '1_5' }));
    expect(screen.getByText('Priority: 1 to 5')).toBeInTheDocument();

    dialog = await openFilter(user, 'Priority');
    // The form opens on what is applied.
    expect(within(dialog).getByRole('combobox', { name: 'Condition' })).toHaveValue('between');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'Greater than');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '3');
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ priority_gt: '3' }));

    dialog = await openFilter(user, 'Priority');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'Less than');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Value' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '9');
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ priority_lt: '9' }));

    dialog = await openFilter(user, 'Priority');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'Equal');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Value' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '2');
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ priority: '2' }));
  });

  it('encodes each date choice, each replacing the last', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');

    let dialog = await openFilter(user, 'Created');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Number' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Number' }), '3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'Months');
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ createdAt_last: 'months_3' }));
    expect(screen.getByText('Created: last 3 months')).toBeInTheDocument();

    const choose = async (choice: string, dates: Record<string, string>) => {
      dialog = await openFilter(user, 'Created');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), choice);
      for (const [label, value] of Object.entries(dates)) {
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
      }
      await apply(user, dialog);
    };

    await choose('Between', { From: '2026-11-01', To: '2026-11-30' });
    await waitFor(() => expect(lastFilters()).toEqual({ createdAt_btw: '2026-11-01_2026-11-30' }));
    expect(screen.getByText('Created: 2026-11-01 to 2026-11-30')).toBeInTheDocument();

    await choose('On or after', { Date: '2026-11-05' });
    await waitFor(() => expect(lastFilters()).toEqual({ createdAt_gte: '2026-11-05' }));

    await choose('Before', { Date: '2026-11-10' });
    await waitFor(() => expect(lastFilters()).toEqual({ createdAt_lt: '2026-11-10' }));

    await choose('Equal', { Date: '2026-11-04' });
    await waitFor(() => expect(lastFilters()).toEqual({ createdAt: '2026-11-04' }));
  });

  it('applies the last 7 days the date form shows before it is touched', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    await apply(user, await openFilter(user, 'Created'));
    await waitFor(() => expect(lastFilters()).toEqual({ createdAt_last: 'days_7' }));
    expect(screen.getByText('Created: last 7 days')).toBeInTheDocument();
  });

  it('keeps Apply disabled while a date or range is incomplete', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    const dialog = await openFilter(user, 'Created');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'Between');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('a tag’s cancel icon clears that filter only; Clear filters clears them all but keeps the search', async () => {
    const user = userEvent.setup();
    renderEngineList();
    await screen.findByText('Men');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Cat');
    await user.click(screen.getByRole('button', { name: 'Run search' }));
    await waitFor(() => expect(lastFilters()).toEqual({ search: 'Cat' }));

    let dialog = await openFilter(user, 'Active');
    await user.click(within(dialog).getByRole('radio', { name: 'False' }));
    await apply(user, dialog);
    dialog = await openFilter(user, 'Name');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contains' }), 'wo');
    await apply(user, dialog);
    await waitFor(() => expect(lastFilters()).toEqual({ search: 'Cat', isActive: 'false', name: 'wo' }));

    await user.click(screen.getByRole('button', { name: 'Remove filter Active' }));
    await waitFor(() => expect(lastFilters()).toEqual({ search: 'Cat', name: 'wo' }));
    expect(screen.queryByText('Active: False')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastFilters()).toEqual({ search: 'Cat' }));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
