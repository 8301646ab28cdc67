import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import resourceSpecBn from '../../common/resourceSpecBn';
import type { FieldSpec, FilterDef } from '../../common/resourceSpec';
import { createI18nProvider } from '../i18n';
import { servedSpecs } from '../test/fixtures/servedSpecs';
import { BooleanFilterEditor } from './list/filters/BooleanFilterEditor';
import { FilterTag } from './list/filters/FilterTag';
import { LabelledValue } from './show/ResourceView';
import { translateSpec } from './translateSpec';

const optOut = servedSpecs.customers.fields.find((f) => f.key === 'smsOptOut') as FieldSpec;

function renderFlag(field: FieldSpec, smsOptOut: boolean, locale = 'en') {
  const store = memoryStore({ locale });
  render(
    <AdminContext i18nProvider={createI18nProvider()} store={store}>
      <RecordContextProvider value={{ id: 'c1', smsOptOut }}>
        <LabelledValue field={field} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

// A Bangla store switches the provider's language after the first render.
const valueOf = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling as HTMLElement;

// Issue 39: the customer page read "No Marketing SMS: No", in red (a double negative).
describe('a flag named for a refusal reads as a plain statement', { timeout: 30_000 }, () => {
  it('a customer who takes marketing SMS: "Marketing SMS: Allowed", in green', async () => {
    renderFlag(optOut, false);
    expect(await valueOf('Marketing SMS')).toHaveTextContent('Allowed');
    expect(screen.queryByText('No Marketing SMS')).toBeNull();
    expect((await valueOf('Marketing SMS')).querySelector('.MuiChip-colorSuccess')).not.toBeNull();
  });

  it('a customer who refused them: "Marketing SMS: Refused", in red', async () => {
    renderFlag(optOut, true);
    expect(await valueOf('Marketing SMS')).toHaveTextContent('Refused');
    expect((await valueOf('Marketing SMS')).querySelector('.MuiChip-colorError')).not.toBeNull();
  });

  it('in Bangla too', async () => {
    const bangla = translateSpec({ ...servedSpecs.customers, fields: [optOut] }, (text) => resourceSpecBn[text] ?? text).fields[0];
    renderFlag(bangla, true, 'bn');
    expect(await valueOf('মার্কেটিং এসএমএস')).toHaveTextContent('নিষেধ করেছেন');
  });
});

// The customers list's filter said "No Marketing SMS" with True / False: it reads as the page does.
describe("a flagged switch's list filter reads as the page does", { timeout: 30_000 }, () => {
  const filter = servedSpecs.customers.filters.find((f) => f.field === 'smsOptOut') as FilterDef;

  function renderFilter(def: FilterDef, locale = 'en') {
    render(
      <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale })}>
        <BooleanFilterEditor def={def} initial={{}} onChange={() => {}} />
        <FilterTag def={def} params={{ smsOptOut: 'true' }} onRemove={() => {}} />
      </AdminContext>,
    );
  }

  it('"Marketing SMS" with Refused and Allowed, and its tag "Marketing SMS: Refused"', async () => {
    expect(filter.label).toBe('Marketing SMS');
    renderFilter(filter);
    const choices = await screen.findByRole('radiogroup', { name: 'Marketing SMS' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Refused', 'Allowed']);
    expect(screen.getByText(/Marketing SMS.*Refused/)).toBeInTheDocument();
    expect(screen.queryByText(/No Marketing SMS|True|False/)).toBeNull();
  });

  it('in Bangla too', async () => {
    const bangla = translateSpec({ ...servedSpecs.customers, filters: [filter] }, (text) => resourceSpecBn[text] ?? text).filters[0];
    renderFilter(bangla, 'bn');
    const choices = await screen.findByRole('radiogroup', { name: 'মার্কেটিং এসএমএস' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['নিষেধ করেছেন', 'অনুমতি আছে']);
    expect(await screen.findByText(/মার্কেটিং এসএমএস.*নিষেধ করেছেন/)).toBeInTheDocument();
  });
});
