import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import resourceSpecBn from '../../common/resourceSpecBn';
import type { FieldSpec } from '../../common/resourceSpec';
import { createI18nProvider } from '../i18n';
import { servedSpecs } from '../test/fixtures/servedSpecs';
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
